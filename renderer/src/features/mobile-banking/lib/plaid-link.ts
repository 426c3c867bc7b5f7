/**
 * Plaid Link, loaded only when the server says Plaid is the bank provider (the server's CSP then
 * allows this one script). Resolves with Link's public token, or null when the person closes Link.
 */
export const PLAID_LINK_SCRIPT = 'https://cdn.plaid.com/link/v2/stable/link-initialize.js';

interface PlaidLinkHandler {
  open(): void;
  destroy(): void;
}
interface PlaidGlobal {
  create(config: {
    token: string;
    onSuccess: (publicToken: string) => void;
    onExit: (error: unknown) => void;
  }): PlaidLinkHandler;
}

let scriptLoad: Promise<PlaidGlobal> | undefined;

function loadPlaid(): Promise<PlaidGlobal> {
  scriptLoad ??= new Promise<PlaidGlobal>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = PLAID_LINK_SCRIPT;
    script.async = true;
    script.onload = () => {
      const plaid = (window as unknown as { Plaid?: PlaidGlobal }).Plaid;
      if (plaid) resolve(plaid);
      else reject(new Error('Plaid Link did not load'));
    };
    script.onerror = () => {
      scriptLoad = undefined;
      reject(new Error('Plaid Link could not be loaded (offline?)'));
    };
    document.head.append(script);
  });
  return scriptLoad;
}

export async function openPlaidLink(linkToken: string): Promise<string | null> {
  const plaid = await loadPlaid();
  return new Promise((resolve) => {
    const handler = plaid.create({
      token: linkToken,
      onSuccess: (publicToken) => {
        handler.destroy();
        resolve(publicToken);
      },
      onExit: () => {
        handler.destroy();
        resolve(null);
      },
    });
    handler.open();
  });
}
