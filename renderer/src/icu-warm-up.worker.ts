/**
 * Started by main.tsx: the first number or date format of a page's life costs about 110 ms of a
 * phone's main thread (Lighthouse's 4x slower CPU), most of it the browser setting up its locale
 * data (ICU) for the process. Done here first, on a thread of its own, the app's first format on the
 * main thread costs about a millisecond. It formats one of each kind the app uses, then ends.
 */
new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(1);
new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }).format(0);
new Intl.PluralRules('en-US').select(1);
self.close();
