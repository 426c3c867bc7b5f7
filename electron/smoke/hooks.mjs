// Module hook for the smoke run: `import ... from 'electron'` resolves to the stand-in next to this file.
export async function resolve(specifier, context, next) {
  if (specifier === 'electron') return { url: new URL('./fake-electron.mjs', import.meta.url).href, shortCircuit: true };
  return next(specifier, context);
}
