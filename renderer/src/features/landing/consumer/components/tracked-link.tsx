import type { ComponentProps } from 'react';
import { Link } from 'react-router-dom';
import { trackLandingClick } from '../lib/landing-tracking';

type TrackedLinkProps = ComponentProps<typeof Link> & {
  /** The element name the click is tracked under (snake_case). */
  element: string;
};

/** A router link whose click is tracked as a landing click before the navigation. */
export function TrackedLink({ element, onClick, ...props }: TrackedLinkProps) {
  return (
    <Link
      {...props}
      onClick={(event) => {
        trackLandingClick(element);
        onClick?.(event);
      }}
    />
  );
}
