/** The chart library's credit link, drawn under the chart by ChartCard and by the entry's shell. */
export const CHART_CREDIT_URL = 'https://www.tradingview.com/lightweight-charts/';
