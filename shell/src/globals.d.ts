// Set at run time so chunk and style tags carry the CSP nonce (see bootstrap.tsx).
declare let __webpack_nonce__: string;
