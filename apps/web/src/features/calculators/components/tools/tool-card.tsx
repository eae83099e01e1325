import { VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './tool-card.module.css';
import { ExternalLinkIcon } from './tool-icons';

type ToolCardContent = {
  title: string;
  subtitle: string;
  icon: ReactNode;
};

type ToolCardProps = ToolCardContent &
  (
    | { kind: 'modal'; onOpen: () => void }
    /** spec 3 §2.1: external tools open in a new tab. */
    | { kind: 'link'; href: string }
    /** A tool of the portal's own (no external address configured): a page of the app. */
    | { kind: 'page'; to: string }
  );

/**
 * spec 3 §2.1: one tool of the page, a card with its name and subtitle. A modal tool is a button;
 * an external tool is a link opening a new tab (said to screen readers, shown by an icon); a tool
 * of the portal's own is a link to its page, in the same tab.
 */
export function ToolCard(props: ToolCardProps) {
  const titleId = useId();
  const subtitleId = useId();
  const body = (
    <>
      <span className={classes.icon}>{props.icon}</span>
      <span>
        <span id={titleId} className={classes.title}>
          {props.title}
          {props.kind === 'link' ? (
            <>
              <span className={classes.external}>
                <ExternalLinkIcon />
              </span>
              <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </>
          ) : null}
        </span>
        <span id={subtitleId} className={classes.subtitle}>
          {props.subtitle}
        </span>
      </span>
    </>
  );
  if (props.kind === 'page')
    return (
      <Link
        className={classes.card}
        to={props.to}
        aria-labelledby={titleId}
        aria-describedby={subtitleId}
      >
        {body}
      </Link>
    );
  if (props.kind === 'link')
    return (
      <a
        className={classes.card}
        href={props.href}
        target="_blank"
        rel="noopener noreferrer"
        aria-labelledby={titleId}
        aria-describedby={subtitleId}
      >
        {body}
      </a>
    );
  return (
    <button
      type="button"
      className={classes.card}
      onClick={props.onOpen}
      aria-labelledby={titleId}
      aria-describedby={subtitleId}
      aria-haspopup="dialog"
    >
      {body}
    </button>
  );
}
