export * from '../http/news-html-sanitizer';
