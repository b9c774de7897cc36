import { siteUrl } from '../../lib/site-url';
/** Where a pet without a photo gets its picture (the Your Pets list, the calculator's selector). */
export const DEFAULT_DOG_IMAGE = '/images/default-dog.svg';

/**
 * A pet's photo, or, without one, the default dog image (`placeholder: 'image'`) or the
 * manage page's Add Photo placeholder (`placeholder: 'add'`).
 */
export function PetPhoto({
  url,
  name,
  placeholder = 'image',
  size = 'medium',
}: {
  url: string | null | undefined;
  name: string;
  placeholder?: 'image' | 'add';
  size?: 'small' | 'medium' | 'large';
}) {
  // eslint-disable-next-line jsx-a11y/img-redundant-alt -- 'Photo of <name>' tells a photo from the placeholder drawing
  if (url) return <img className={`pet-photo pet-photo-${size}`} src={siteUrl(url)} alt={`Photo of ${name}`} loading="lazy" />;
  if (placeholder === 'add') {
    return (
      <div className={`pet-photo pet-photo-${size} pet-photo-add`} role="img" aria-label={`No photo of ${name} yet`}>
        <span aria-hidden="true">📷</span>
        <span>Add Photo</span>
      </div>
    );
  }
  return <img className={`pet-photo pet-photo-${size}`} src={siteUrl(DEFAULT_DOG_IMAGE)} alt="" />;
}
