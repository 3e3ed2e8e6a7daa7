/**
 * Open dialogs in opening order: Escape only closes the top-most one.
 */
const stack: symbol[] = [];

export function pushLayer(id: symbol): void {
  stack.push(id);
}

export function removeLayer(id: symbol): void {
  const index = stack.lastIndexOf(id);
  if (index >= 0) stack.splice(index, 1);
}

export function isTopLayer(id: symbol): boolean {
  return stack[stack.length - 1] === id;
}
