export { abbreviateNumber } from "./abbreviate-number";
export { CHART_PALETTE, chartColor } from "./chart-palette";
export { CURRENCY_SYMBOLS, DEFAULT_CURRENCY, currencySymbol, type SymbolCurrency } from "./currency-symbol";
export { formatShortDate, SHORT_DATE_OPTIONS } from "./short-date";
export { DEFAULT_TRUNCATE_LENGTH, truncate } from "./truncate";
