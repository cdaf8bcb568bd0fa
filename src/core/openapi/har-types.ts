// HAR 1.2 request (http://www.softwareishard.com/blog/har-12-spec/#request): the one request
// model that code samples and the playground both start from.

export interface HarNameValue {
  name: string;
  value: string;
}

export interface HarPostParam {
  name: string;
  value?: string;
  /** Set for a file part of a multipart body. */
  fileName?: string;
  contentType?: string;
}

export interface HarPostData {
  mimeType: string;
  /** The exact body (JSON, text, urlencoded); absent for multipart, which uses `params`. */
  text?: string;
  params?: HarPostParam[];
}

export interface HarRequest {
  method: string;
  /** Absolute URL (when a server is known) including the query string. */
  url: string;
  httpVersion: string;
  headers: HarNameValue[];
  queryString: HarNameValue[];
  cookies: HarNameValue[];
  postData?: HarPostData;
  headersSize: number;
  bodySize: number;
}
