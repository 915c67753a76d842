import { Flag } from '../../components/Flag.tsx';
import { iconUrl } from '../technology/texts.ts';

/**
 * An option's icon: a flag for a country, a technology or category icon from /s/ti/, a favicon
 * for `google:` icons (part 1 §7), nothing otherwise.
 */
export function ItemIcon(props: { icon: string; child?: boolean; title: string }) {
  const { icon } = props;
  if (!icon) return null;
  if (props.child) return <Flag named code={icon} name={props.title} />;
  return <img className="option-icon" src={iconUrl(icon)} alt="" width={16} height={16} loading="lazy" />;
}
