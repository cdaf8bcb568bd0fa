// Page slugs for generated API pages, as Mintlify makes them: lower-case words joined by
// `-`, accents dropped (`Créer un animal` → `creer-un-animal`).

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** `GET /pets/{petId}` → `get-pets-petid`. */
export function slugifyOperation(method: string, path: string): string {
  return slugify(`${method} ${path}`);
}

/** Hands out unique slugs: the second `list-pets` becomes `list-pets-1`, then `list-pets-2`. */
export function createSlugAllocator(): (slug: string) => string {
  const used = new Set<string>();
  return (slug) => {
    let candidate = slug;
    for (let n = 1; used.has(candidate); n++) candidate = `${slug}-${n}`;
    used.add(candidate);
    return candidate;
  };
}
