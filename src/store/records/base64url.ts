/** The 64 characters of base64url (RFC 4648 §5), which a URL carries unescaped; a digit's value is its index. */
export const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
