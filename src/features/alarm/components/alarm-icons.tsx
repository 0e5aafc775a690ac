import { Icon, type IconProps } from '../../../ui/icons.tsx';

export const BellIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M6 10a6 6 0 0 1 12 0v4l1.5 3h-15L6 14z" />
    <path d="M10 20a2 2 0 0 0 4 0" />
  </Icon>
);
