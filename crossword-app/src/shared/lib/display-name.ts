/** A generated name (Player_{timestamp}, given when the player skips the name) shown readably: "Anonymous solver 3505". */
export function displayName(username: string): string {
  const generated = /^Player_(\d{6,})$/.exec(username);
  return generated ? `Anonymous solver ${(generated[1] as string).slice(-4)}` : username;
}
