// The bundler runtime's nonce for the style and script tags it adds; each front end sets it at run time from
// pageCspNonce() (@edna/ui-kit) in its entry module.
declare let __webpack_nonce__: string;
