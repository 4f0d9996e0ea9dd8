/** Every literal module specifier in a file: imports and re-exports (type-only included), `import()`, `import x = require()` and `import('x')` types. */
export function moduleSourceVisitors(check) {
  const fromSource = (node) => {
    if (node.source?.type === 'Literal' && typeof node.source.value === 'string') check(node.source, node.source.value);
  };
  return {
    ImportDeclaration: fromSource,
    ExportNamedDeclaration: fromSource,
    ExportAllDeclaration: fromSource,
    ImportExpression(node) {
      const source = node.source;
      if (source.type === 'Literal' && typeof source.value === 'string') check(source, source.value);
      else if (source.type === 'TemplateLiteral' && source.expressions.length === 0)
        check(source, source.quasis[0].value.cooked);
    },
    TSImportEqualsDeclaration(node) {
      const ref = node.moduleReference;
      if (ref.type === 'TSExternalModuleReference' && ref.expression.type === 'Literal')
        check(ref.expression, ref.expression.value);
    },
    TSImportType(node) {
      const literal = node.argument?.type === 'TSLiteralType' ? node.argument.literal : node.argument;
      if (literal?.type === 'Literal' && typeof literal.value === 'string') check(literal, literal.value);
    },
  };
}
