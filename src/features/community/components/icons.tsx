import { Icon, type IconProps } from '../../../ui/icons.tsx';

/** The community's own marks (counts, toggles, menus), 16 px unless told. Decorative: the text beside each names it. */
export const LikeIcon = (props: IconProps) => (
  <Icon size={16} {...props}>
    <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />
  </Icon>
);

export const ReplyIcon = (props: IconProps) => (
  <Icon size={16} {...props}>
    <path d="M5 5h14v10H9l-4 4z" />
  </Icon>
);

export const ClipIcon = (props: IconProps) => (
  <Icon size={16} {...props}>
    <path d="M7 4h10v16l-5-4-5 4z" />
  </Icon>
);

export const ViewIcon = (props: IconProps) => (
  <Icon size={16} {...props}>
    <path d="M2 12s3.6-6 10-6 10 6 10 6-3.6 6-10 6S2 12 2 12z" />
    <circle cx="12" cy="12" r="2.6" />
  </Icon>
);

export const PenIcon = (props: IconProps) => (
  <Icon size={16} {...props}>
    <path d="M4 20l4-1L19 8l-3-3L5 16z" />
  </Icon>
);

export const CheckIcon = (props: IconProps) => (
  <Icon size={16} {...props}>
    <path d="M5 12.5l4.5 4.5L19 7" />
  </Icon>
);

export const ChevronIcon = ({ direction, ...props }: IconProps & { direction: 'left' | 'right' }) => (
  <Icon size={16} {...props}>
    <path d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} />
  </Icon>
);
