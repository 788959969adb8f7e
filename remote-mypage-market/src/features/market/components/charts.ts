/** The chart components the market page uses, in one place so the page imports only these. */
export { BarChart } from '@mui/x-charts/BarChart';
export { LineChart } from '@mui/x-charts/LineChart';
