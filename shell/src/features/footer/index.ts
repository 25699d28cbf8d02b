export { Footer, type FooterProps } from './components/footer';
