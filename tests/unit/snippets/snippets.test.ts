import { describe, expect, it } from 'vitest';
import { generateSnippet } from '../../../src/core/snippets/index.ts';
import { simpleHar, trickyHar } from './fixtures.ts';

// Exact strings: what readers copy must be exactly this.
describe('generateSnippet with quotes, $, backslashes, backticks and newlines', () => {
  const har = trickyHar();

  it('bash (cURL)', () => {
    expect(generateSnippet(har, 'bash')).toMatchInlineSnapshot(`
      "curl --request POST \\
        --url 'https://api.example.com/v1/items/a%27b?q=It%27s%20%22quoted%22%20%24HOME%20%5Cback%5Cslash%20%60tick%60%20%24(id)%20%24%7Bx%7D%20%23%7By%7D%20%25s%0Aline%20two%09tab%20%C3%BCn%C3%AF%20%E2%82%AC&page=2' \\
        --header 'Authorization: Bearer <token>' \\
        --header 'X-Note: it'\\''s "$x" \\ \`y\` #{z}' \\
        --header 'Content-Type: application/json' \\
        --header 'Cookie: session=abc' \\
        --data '{
        "text": "It'\\''s \\"quoted\\" $HOME \\\\back\\\\slash \`tick\` $(id) \${x} #{y} %s\\nline two\\ttab ünï €",
        "count": 2,
        "ok": true,
        "none": null,
        "list": [
          1.5,
          "two"
        ],
        "nested": {
          "empty": {},
          "none": []
        }
      }'"
    `);
  });

  it('python', () => {
    expect(generateSnippet(har, 'python')).toMatchInlineSnapshot(`
      "import requests

      url = "https://api.example.com/v1/items/a%27b?q=It%27s%20%22quoted%22%20%24HOME%20%5Cback%5Cslash%20%60tick%60%20%24(id)%20%24%7Bx%7D%20%23%7By%7D%20%25s%0Aline%20two%09tab%20%C3%BCn%C3%AF%20%E2%82%AC&page=2"

      payload = {
          "text": "It's \\"quoted\\" $HOME \\\\back\\\\slash \`tick\` $(id) \${x} #{y} %s\\nline two\\ttab ünï €",
          "count": 2,
          "ok": True,
          "none": None,
          "list": [
              1.5,
              "two"
          ],
          "nested": {
              "empty": {},
              "none": []
          }
      }
      headers = {
          "Authorization": "Bearer <token>",
          "X-Note": "it's \\"$x\\" \\\\ \`y\` #{z}",
          "Content-Type": "application/json",
          "Cookie": "session=abc"
      }

      response = requests.request("POST", url, json=payload, headers=headers)

      print(response.text)"
    `);
  });

  it('javascript', () => {
    expect(generateSnippet(har, 'javascript')).toMatchInlineSnapshot(`
      "const options = {
        method: "POST",
        headers: {
          "Authorization": "Bearer <token>",
          "X-Note": "it's \\"$x\\" \\\\ \`y\` #{z}",
          "Content-Type": "application/json",
          "Cookie": "session=abc"
        },
        body: JSON.stringify({
          "text": "It's \\"quoted\\" $HOME \\\\back\\\\slash \`tick\` $(id) \${x} #{y} %s\\nline two\\ttab ünï €",
          "count": 2,
          "ok": true,
          "none": null,
          "list": [
            1.5,
            "two"
          ],
          "nested": {
            "empty": {},
            "none": []
          }
        })
      };

      fetch("https://api.example.com/v1/items/a%27b?q=It%27s%20%22quoted%22%20%24HOME%20%5Cback%5Cslash%20%60tick%60%20%24(id)%20%24%7Bx%7D%20%23%7By%7D%20%25s%0Aline%20two%09tab%20%C3%BCn%C3%AF%20%E2%82%AC&page=2", options)
        .then((response) => response.text())
        .then((text) => console.log(text))
        .catch((error) => console.error(error));"
    `);
  });

  it('node: the same fetch program as JavaScript (Node has fetch built in)', () => {
    expect(generateSnippet(har, 'node')).toBe(generateSnippet(har, 'javascript'));
  });

  it('php', () => {
    expect(generateSnippet(har, 'php')).toMatchInlineSnapshot(`
      "<?php

      $curl = curl_init();

      curl_setopt_array($curl, [
        CURLOPT_URL => 'https://api.example.com/v1/items/a%27b?q=It%27s%20%22quoted%22%20%24HOME%20%5Cback%5Cslash%20%60tick%60%20%24(id)%20%24%7Bx%7D%20%23%7By%7D%20%25s%0Aline%20two%09tab%20%C3%BCn%C3%AF%20%E2%82%AC&page=2',
        CURLOPT_RETURNTRANSFER => true,
        CURLOPT_CUSTOMREQUEST => 'POST',
        CURLOPT_POSTFIELDS => '{
        "text": "It\\'s \\\\"quoted\\\\" $HOME \\\\\\\\back\\\\\\\\slash \`tick\` $(id) \${x} #{y} %s\\\\nline two\\\\ttab ünï €",
        "count": 2,
        "ok": true,
        "none": null,
        "list": [
          1.5,
          "two"
        ],
        "nested": {
          "empty": {},
          "none": []
        }
      }',
        CURLOPT_HTTPHEADER => [
          'Authorization: Bearer <token>',
          'X-Note: it\\'s "$x" \\\\ \`y\` #{z}',
          'Content-Type: application/json',
          'Cookie: session=abc',
        ],
      ]);

      $response = curl_exec($curl);
      $err = curl_error($curl);

      curl_close($curl);

      if ($err) {
        echo 'cURL Error #:' . $err;
      } else {
        echo $response;
      }"
    `);
  });

  it('go', () => {
    expect(generateSnippet(har, 'go')).toMatchInlineSnapshot(`
      "package main

      import (
      	"fmt"
      	"io"
      	"net/http"
      	"strings"
      )

      func main() {
      	url := "https://api.example.com/v1/items/a%27b?q=It%27s%20%22quoted%22%20%24HOME%20%5Cback%5Cslash%20%60tick%60%20%24(id)%20%24%7Bx%7D%20%23%7By%7D%20%25s%0Aline%20two%09tab%20%C3%BCn%C3%AF%20%E2%82%AC&page=2"

      	payload := strings.NewReader("{\\n  \\"text\\": \\"It's \\\\\\"quoted\\\\\\" $HOME \\\\\\\\back\\\\\\\\slash \`tick\` $(id) \${x} #{y} %s\\\\nline two\\\\ttab ünï €\\",\\n  \\"count\\": 2,\\n  \\"ok\\": true,\\n  \\"none\\": null,\\n  \\"list\\": [\\n    1.5,\\n    \\"two\\"\\n  ],\\n  \\"nested\\": {\\n    \\"empty\\": {},\\n    \\"none\\": []\\n  }\\n}")

      	req, err := http.NewRequest("POST", url, payload)
      	if err != nil {
      		panic(err)
      	}

      	req.Header.Add("Authorization", "Bearer <token>")
      	req.Header.Add("X-Note", "it's \\"$x\\" \\\\ \`y\` #{z}")
      	req.Header.Add("Content-Type", "application/json")
      	req.Header.Add("Cookie", "session=abc")

      	res, err := http.DefaultClient.Do(req)
      	if err != nil {
      		panic(err)
      	}
      	defer res.Body.Close()

      	body, err := io.ReadAll(res.Body)
      	if err != nil {
      		panic(err)
      	}

      	fmt.Println(string(body))
      }"
    `);
  });

  it('java', () => {
    expect(generateSnippet(har, 'java')).toMatchInlineSnapshot(`
      "import java.net.URI;
      import java.net.http.HttpClient;
      import java.net.http.HttpRequest;
      import java.net.http.HttpResponse;

      public class Main {
          public static void main(String[] args) throws Exception {
              HttpRequest request = HttpRequest.newBuilder()
                  .uri(URI.create("https://api.example.com/v1/items/a%27b?q=It%27s%20%22quoted%22%20%24HOME%20%5Cback%5Cslash%20%60tick%60%20%24(id)%20%24%7Bx%7D%20%23%7By%7D%20%25s%0Aline%20two%09tab%20%C3%BCn%C3%AF%20%E2%82%AC&page=2"))
                  .header("Authorization", "Bearer <token>")
                  .header("X-Note", "it's \\"$x\\" \\\\ \`y\` #{z}")
                  .header("Content-Type", "application/json")
                  .header("Cookie", "session=abc")
                  .method("POST", HttpRequest.BodyPublishers.ofString("{\\n  \\"text\\": \\"It's \\\\\\"quoted\\\\\\" $HOME \\\\\\\\back\\\\\\\\slash \`tick\` $(id) \${x} #{y} %s\\\\nline two\\\\ttab \\u00fcn\\u00ef \\u20ac\\",\\n  \\"count\\": 2,\\n  \\"ok\\": true,\\n  \\"none\\": null,\\n  \\"list\\": [\\n    1.5,\\n    \\"two\\"\\n  ],\\n  \\"nested\\": {\\n    \\"empty\\": {},\\n    \\"none\\": []\\n  }\\n}"))
                  .build();
              HttpResponse<String> response = HttpClient.newHttpClient()
                  .send(request, HttpResponse.BodyHandlers.ofString());
              System.out.println(response.body());
          }
      }"
    `);
  });

  it('ruby', () => {
    expect(generateSnippet(har, 'ruby')).toMatchInlineSnapshot(`
      "require 'uri'
      require 'net/http'

      url = URI('https://api.example.com/v1/items/a%27b?q=It%27s%20%22quoted%22%20%24HOME%20%5Cback%5Cslash%20%60tick%60%20%24(id)%20%24%7Bx%7D%20%23%7By%7D%20%25s%0Aline%20two%09tab%20%C3%BCn%C3%AF%20%E2%82%AC&page=2')

      http = Net::HTTP.new(url.host, url.port)
      http.use_ssl = true

      request = Net::HTTP::Post.new(url)
      request['Authorization'] = 'Bearer <token>'
      request['X-Note'] = 'it\\'s "$x" \\\\ \`y\` #{z}'
      request['Content-Type'] = 'application/json'
      request['Cookie'] = 'session=abc'
      request.body = '{
        "text": "It\\'s \\\\"quoted\\\\" $HOME \\\\\\\\back\\\\\\\\slash \`tick\` $(id) \${x} #{y} %s\\\\nline two\\\\ttab ünï €",
        "count": 2,
        "ok": true,
        "none": null,
        "list": [
          1.5,
          "two"
        ],
        "nested": {
          "empty": {},
          "none": []
        }
      }'

      response = http.request(request)
      puts response.read_body"
    `);
  });
});

describe('generateSnippet for a GET without a body', () => {
  const har = simpleHar();

  it('bash (cURL)', () => {
    expect(generateSnippet(har, 'bash')).toMatchInlineSnapshot(`
      "curl --request GET \\
        --url https://api.example.com/v1/users \\
        --header 'Authorization: Bearer <token>'"
    `);
  });

  it('python', () => {
    expect(generateSnippet(har, 'python')).toMatchInlineSnapshot(`
      "import requests

      url = "https://api.example.com/v1/users"

      headers = {
          "Authorization": "Bearer <token>"
      }

      response = requests.request("GET", url, headers=headers)

      print(response.text)"
    `);
  });

  it('javascript', () => {
    expect(generateSnippet(har, 'javascript')).toMatchInlineSnapshot(`
      "const options = {
        method: "GET",
        headers: {
          "Authorization": "Bearer <token>"
        }
      };

      fetch("https://api.example.com/v1/users", options)
        .then((response) => response.text())
        .then((text) => console.log(text))
        .catch((error) => console.error(error));"
    `);
  });

  it('php', () => {
    expect(generateSnippet(har, 'php')).toMatchInlineSnapshot(`
      "<?php

      $curl = curl_init();

      curl_setopt_array($curl, [
        CURLOPT_URL => 'https://api.example.com/v1/users',
        CURLOPT_RETURNTRANSFER => true,
        CURLOPT_CUSTOMREQUEST => 'GET',
        CURLOPT_HTTPHEADER => [
          'Authorization: Bearer <token>',
        ],
      ]);

      $response = curl_exec($curl);
      $err = curl_error($curl);

      curl_close($curl);

      if ($err) {
        echo 'cURL Error #:' . $err;
      } else {
        echo $response;
      }"
    `);
  });

  it('go', () => {
    expect(generateSnippet(har, 'go')).toMatchInlineSnapshot(`
      "package main

      import (
      	"fmt"
      	"io"
      	"net/http"
      )

      func main() {
      	url := "https://api.example.com/v1/users"

      	req, err := http.NewRequest("GET", url, nil)
      	if err != nil {
      		panic(err)
      	}

      	req.Header.Add("Authorization", "Bearer <token>")

      	res, err := http.DefaultClient.Do(req)
      	if err != nil {
      		panic(err)
      	}
      	defer res.Body.Close()

      	body, err := io.ReadAll(res.Body)
      	if err != nil {
      		panic(err)
      	}

      	fmt.Println(string(body))
      }"
    `);
  });

  it('java', () => {
    expect(generateSnippet(har, 'java')).toMatchInlineSnapshot(`
      "import java.net.URI;
      import java.net.http.HttpClient;
      import java.net.http.HttpRequest;
      import java.net.http.HttpResponse;

      public class Main {
          public static void main(String[] args) throws Exception {
              HttpRequest request = HttpRequest.newBuilder()
                  .uri(URI.create("https://api.example.com/v1/users"))
                  .header("Authorization", "Bearer <token>")
                  .method("GET", HttpRequest.BodyPublishers.noBody())
                  .build();
              HttpResponse<String> response = HttpClient.newHttpClient()
                  .send(request, HttpResponse.BodyHandlers.ofString());
              System.out.println(response.body());
          }
      }"
    `);
  });

  it('ruby', () => {
    expect(generateSnippet(har, 'ruby')).toMatchInlineSnapshot(`
      "require 'uri'
      require 'net/http'

      url = URI('https://api.example.com/v1/users')

      http = Net::HTTP.new(url.host, url.port)
      http.use_ssl = true

      request = Net::HTTP::Get.new(url)
      request['Authorization'] = 'Bearer <token>'

      response = http.request(request)
      puts response.read_body"
    `);
  });
});

describe('GET with a JSON body', () => {
  const har = simpleHar({
    headers: [{ name: 'Content-Type', value: 'application/json' }],
    postData: { mimeType: 'application/json', text: '{\n  "query": "shoes"\n}' },
  });

  it('cURL keeps --request GET with --data', () => {
    expect(generateSnippet(har, 'bash')).toBe(
      [
        'curl --request GET \\',
        '  --url https://api.example.com/v1/users \\',
        "  --header 'Content-Type: application/json' \\",
        `  --data '{\n  "query": "shoes"\n}'`,
      ].join('\n'),
    );
  });

  it('Python uses requests.request("GET", ..., json=...)', () => {
    expect(generateSnippet(har, 'python')).toContain('response = requests.request("GET", url, json=payload, headers=headers)');
  });

  it('Node.js uses node:https (fetch refuses GET bodies); the browser sample says why the body is missing', () => {
    expect(generateSnippet(har, 'node')).toMatchInlineSnapshot(`
      "import { request } from "node:https";

      const body = "{\\n  \\"query\\": \\"shoes\\"\\n}";

      const req = request("https://api.example.com/v1/users", {
        method: "GET",
        headers: {
          "Content-Type": "application/json",
          "Content-Length": Buffer.byteLength(body)
        }
      }, (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk) => (text += chunk));
        response.on("end", () => console.log(text));
      });
      req.on("error", (error) => console.error(error));
      req.end(body);"
    `);
    expect(generateSnippet(har, 'javascript')).toContain('// Browsers cannot send a body with a GET or HEAD request; see the cURL or Node.js sample.');
    expect(generateSnippet(har, 'javascript')).not.toContain('body:');
  });

  it('PHP, Go, Java and Ruby send the body with GET', () => {
    expect(generateSnippet(har, 'php')).toContain("CURLOPT_CUSTOMREQUEST => 'GET',\n  CURLOPT_POSTFIELDS => '{\n  \"query\": \"shoes\"\n}',");
    expect(generateSnippet(har, 'go')).toContain('req, err := http.NewRequest("GET", url, payload)');
    expect(generateSnippet(har, 'java')).toContain('.method("GET", HttpRequest.BodyPublishers.ofString("{\\n  \\"query\\": \\"shoes\\"\\n}"))');
    expect(generateSnippet(har, 'ruby')).toContain("request = Net::HTTP::Get.new(url)\nrequest['Content-Type'] = 'application/json'\nrequest.body = '{\n  \"query\": \"shoes\"\n}'");
  });
});

describe('form bodies', () => {
  const multipart = simpleHar({
    method: 'POST',
    url: 'https://api.example.com/uploads',
    headers: [{ name: 'Content-Type', value: 'multipart/form-data' }],
    postData: { mimeType: 'multipart/form-data', params: [{ name: 'file', fileName: 'photo.png' }, { name: 'caption', value: "@not a file; type=x" }] },
  });
  const urlencoded = simpleHar({
    method: 'POST',
    headers: [{ name: 'Content-Type', value: 'application/x-www-form-urlencoded' }],
    postData: { mimeType: 'application/x-www-form-urlencoded', params: [{ name: 'a', value: 'x y' }, { name: 'b', value: '&' }], text: 'a=x+y&b=%26' },
  });

  it('cURL uploads files with --form and sends text fields as-is with --form-string', () => {
    expect(generateSnippet(multipart, 'bash')).toBe(
      ['curl --request POST \\', '  --url https://api.example.com/uploads \\', '  --form file=@photo.png \\', "  --form-string 'caption=@not a file; type=x'"].join('\n'),
    );
    expect(generateSnippet(urlencoded, 'bash')).toContain("--header 'Content-Type: application/x-www-form-urlencoded' \\\n  --data 'a=x+y&b=%26'");
  });

  it('each language writes multipart fields and files with its own form API', () => {
    expect(generateSnippet(multipart, 'python')).toContain('files = {\n    "file": ("photo.png", "file contents")\n}');
    expect(generateSnippet(multipart, 'javascript')).toContain('form.append("file", new Blob(["file contents"]), "photo.png");');
    expect(generateSnippet(multipart, 'php')).toContain("'file' => new CURLFile('photo.png'),");
    expect(generateSnippet(multipart, 'go')).toContain('part, err := writer.CreateFormFile("file", "photo.png")');
    expect(generateSnippet(multipart, 'ruby')).toContain("request.set_form([['file', File.open('photo.png')], ['caption', '@not a file; type=x']], 'multipart/form-data')");
    expect(generateSnippet(multipart, 'java')).toContain('multipart/form-data; boundary=');
    expect(generateSnippet(urlencoded, 'python')).toContain('payload = {\n    "a": "x y",\n    "b": "&"\n}');
    expect(generateSnippet(urlencoded, 'javascript')).toContain('body: new URLSearchParams([["a","x y"],["b","&"]])');
  });
});

describe('cURL details', () => {
  it('adds --globoff when the URL holds {placeholders}, and uses --head for HEAD', () => {
    expect(generateSnippet(simpleHar({ url: 'https://api.example.com/pets/{petId}' }), 'bash')).toBe(
      "curl --globoff \\\n  --request GET \\\n  --url 'https://api.example.com/pets/{petId}' \\\n  --header 'Authorization: Bearer <token>'",
    );
    expect(generateSnippet(simpleHar({ method: 'HEAD', headers: [] }), 'bash')).toBe('curl --head \\\n  --url https://api.example.com/v1/users');
  });

  it('uses --data-raw for a body that starts with @ (so curl does not read a file)', () => {
    const har = simpleHar({ method: 'POST', headers: [], postData: { mimeType: 'text/plain', text: '@etc/passwd' } });
    expect(generateSnippet(har, 'bash')).toContain('--data-raw @etc/passwd');
  });
});
