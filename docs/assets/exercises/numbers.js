// Numbers as a French reader writes them: decimal comma, true minus sign.
export const frenchNumber = (value) => String(value).replace(".", ",").replace("-", "\u2212");
