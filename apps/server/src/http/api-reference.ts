/**
 * A readable API reference rendered on the server from the OpenAPI document (no CDN script:
 * the page works offline and under our CSP).
 */
type Json = Record<string, unknown>;

const esc = (s: unknown) =>
  (typeof s === 'string' ? s : typeof s === 'number' || typeof s === 'boolean' ? String(s) : '').replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );

function schemaText(schema: unknown): string {
  return JSON.stringify(schema, null, 2);
}

export function renderApiReference(doc: Json): string {
  const paths = (doc.paths ?? {}) as Record<string, Record<string, Json>>;
  const sections: string[] = [];
  for (const [path, ops] of Object.entries(paths)) {
    for (const [method, op] of Object.entries(ops)) {
      const body = (op.requestBody as Json | undefined)?.content as Record<string, { schema?: unknown }> | undefined;
      const responses = (op.responses ?? {}) as Record<string, Json>;
      const params = (op.parameters ?? []) as Json[];
      sections.push(`<section class="op" id="${esc(`${method}-${path}`)}">
<h3><span class="m ${esc(method)}">${esc(method.toUpperCase())}</span> <code>${esc(path)}</code></h3>
<p>${esc(op.summary)}</p>${op.description ? `<p>${esc(op.description)}</p>` : ''}
${params.length ? `<h4>Parameters</h4><ul>${params.map((p) => `<li><code>${esc(p.name)}</code> (${esc(p.in)}${p.required ? ', required' : ''})</li>`).join('')}</ul>` : ''}
${
  body
    ? Object.entries(body)
        .map(([type, c]) => `<h4>Request body (${esc(type)})</h4><pre>${esc(schemaText(c.schema))}</pre>`)
        .join('')
    : ''
}
<h4>Responses</h4><ul>${Object.entries(responses)
        .map(([status, r]) => `<li><strong>${esc(status)}</strong> ${esc(r.description)}</li>`)
        .join('')}</ul>
</section>`);
    }
  }
  const schemas = ((doc.components as Json | undefined)?.schemas ?? {}) as Record<string, unknown>;
  const info = (doc.info ?? {}) as Json;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(info.title)} API reference</title>
<style>body{font-family:system-ui,Arial,sans-serif;max-width:960px;margin:auto;padding:16px;color:#1a1a1a}
pre{background:#f4f6f4;padding:8px;overflow:auto;font-size:13px}.op{border-top:1px solid #ccc;padding:8px 0}
.m{display:inline-block;min-width:56px;padding:2px 6px;border-radius:4px;color:#fff;background:#35513a;font-size:13px}
.m.get{background:#1b5e20}.m.post{background:#0d47a1}.m.put{background:#6a3d00}.m.delete{background:#a00000}a{color:#0d47a1}</style></head>
<body><header><h1>${esc(info.title)} API reference</h1><p>${esc(info.description)}</p>
<p>Version ${esc(info.version)}. Machine-readable document: <a href="/api/openapi.json">/api/openapi.json</a>.</p></header>
<main><h2>Operations</h2>${sections.join('\n')}
<h2>Schemas</h2>${Object.entries(schemas)
    .map(([name, s]) => `<h3 id="schema-${esc(name)}">${esc(name)}</h3><pre>${esc(schemaText(s))}</pre>`)
    .join('\n')}</main></body></html>`;
}
