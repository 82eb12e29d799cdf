export { default } from '../../../features/ui-kit/components/ui-kit-page';
