/** Codes offered where a currency is chosen (accounts, the import sheet); any other 3-letter code may be typed where typing is allowed. */
export const COMMON_CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'CHF', 'JPY', 'BRL', 'MXN', 'INR', 'CNY', 'SEK', 'NOK', 'DKK', 'NZD', 'PLN', 'ZAR', 'SGD', 'HKD'] as const;
