/** The product's name and contact address: default interpolation variables of every catalog ({{product}}, …). */
export const PRODUCT_NAME = 'Domestique';
export const CONTACT_EMAIL = 'hello@domestique.app';
