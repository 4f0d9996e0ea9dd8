/** The product's name and tagline, as the shell, the sign-in pages, printouts and emails show them. */
export const PRODUCT_NAME = 'Embodied';
export const TAGLINE = 'Building a Sustainable Future';
