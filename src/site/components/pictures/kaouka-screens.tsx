import { useId } from 'react';
import { kaoukaScreens as text } from '../../../content/kaouka-screens.ts';
import { Avatar, DistancePill, DrawnPhoto, KAOUKA_VIOLET, PhoneFrame } from './phone-frame.tsx';
import styles from './pictures.module.css';

const avatarColours = ['#7c3aed', '#0f766e', '#c2410c'] as const;

/** Kaouka's key screens, drawn: the feed by distance, a post, a private message; the first `count` of them. */
export function KaoukaScreens({ count = 3 }: { readonly count?: 1 | 2 | 3 }) {
  const screens = [
    { key: 'feed', Screen: FeedScreen, caption: text.feed.caption },
    { key: 'post', Screen: PostScreen, caption: text.post.caption },
    { key: 'message', Screen: MessageScreen, caption: text.message.caption },
  ].slice(0, count);
  const columns = {
    1: `${styles.phones} ${styles.one}`,
    2: `${styles.phones} ${styles.two}`,
    3: styles.phones,
  }[count];
  return (
    // On phones the row scrolls sideways, one screen at a legible size at a
    // time (pictures.module.css): it takes focus so the keyboard scrolls it too.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard (WCAG 2.1.1)
    <ul className={columns} tabIndex={0} aria-label={text.label}>
      {screens.map(({ key, Screen, caption }) => (
        <li key={key}>
          <figure className={styles.figure}>
            <Screen />
            <figcaption>{caption}</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}

function FeedScreen() {
  const id = useId();
  return (
    <PhoneFrame>
      <text x="24" y="56" fontSize="15" fontWeight="700" fill="#1f1147">
        {text.feed.title}
      </text>
      {text.feed.posts.map((post, index) => {
        const top = 70 + index * 104;
        return (
          <g key={post.pseudonym}>
            <rect x="20" y={top} width="160" height="96" rx="12" fill="#fff" />
            <Avatar
              x={38}
              y={top + 17}
              r={9}
              name={post.pseudonym}
              fill={avatarColours[index] ?? KAOUKA_VIOLET}
            />
            <text x="53" y={top + 20.5} fontSize="9.5" fontWeight="700" fill="#1f1147">
              {post.pseudonym}
            </text>
            <DistancePill right={172} y={top + 9} text={post.distance} />
            <DrawnPhoto
              x={28}
              y={top + 32}
              width={144}
              height={36}
              id={`${id}-${index}`}
              variant={index === 0 ? 0 : index === 1 ? 1 : 2}
            />
            <text x="28" y={top + 84} fontSize="8.5" fill="#3b3551">
              {post.text}
            </text>
          </g>
        );
      })}
    </PhoneFrame>
  );
}

function PostScreen() {
  const id = useId();
  const post = text.post;
  return (
    <PhoneFrame>
      <path
        d="M28 48 l-6 6 6 6"
        fill="none"
        stroke="#1f1147"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <Avatar x={48} y={54} r={10} name={post.pseudonym} fill={avatarColours[0]} />
      <text x="64" y="57.5" fontSize="10" fontWeight="700" fill="#1f1147">
        {post.pseudonym}
      </text>
      <DistancePill right={176} y={46} text={post.distance} />
      <DrawnPhoto x={20} y={74} width={160} height={170} id={id} variant={0} />
      <path
        d="M30 268c-4-3.6-7-6.2-7-9.2 0-2.3 1.8-4 4-4 1.3 0 2.4.6 3 1.6.6-1 1.7-1.6 3-1.6 2.2 0 4 1.7 4 4 0 3-3 5.6-7 9.2Z"
        fill="#e11d48"
      />
      <text x="42" y="265" fontSize="10" fontWeight="700" fill="#1f1147">
        {post.likes}
      </text>
      <rect
        x="64"
        y="255"
        width="14"
        height="11"
        rx="3"
        fill="none"
        stroke="#1f1147"
        strokeWidth="1.6"
      />
      <text x="22" y="288" fontSize="9.5" fontWeight="700" fill="#1f1147">
        {post.pseudonym}
      </text>
      <text x="22" y="301" fontSize="9" fill="#3b3551">
        {post.text}
      </text>
      {post.comments.map((comment, index) => (
        <g key={comment.pseudonym}>
          <rect x="20" y={312 + index * 32} width="160" height="26" rx="8" fill="#fff" />
          <text x="30" y={329 + index * 32} fontSize="9" fill="#3b3551">
            <tspan fontWeight="700">{comment.pseudonym}</tspan> {comment.text}
          </text>
        </g>
      ))}
    </PhoneFrame>
  );
}

function MessageScreen() {
  const message = text.message;
  return (
    <PhoneFrame>
      <rect x="10" y="34" width="180" height="42" fill="#fff" />
      <Avatar x={34} y={55} r={11} name={message.pseudonym} fill={avatarColours[1]} />
      <text x="52" y="52" fontSize="10.5" fontWeight="700" fill="#1f1147">
        {message.pseudonym}
      </text>
      <text x="52" y="65" fontSize="8.5" fill="#5b5670">
        {message.distance}
      </text>
      {message.bubbles.map((bubble, index) => {
        const width = Math.min(150, bubble.text.length * 4.8 + 20);
        const top = 92 + index * 36;
        const x = bubble.mine ? 178 - width : 22;
        return (
          <g key={bubble.text}>
            <rect
              x={x}
              y={top}
              width={width}
              height="26"
              rx="13"
              fill={bubble.mine ? KAOUKA_VIOLET : '#fff'}
            />
            <text x={x + 10} y={top + 16.5} fontSize="9" fill={bubble.mine ? '#fff' : '#1f1147'}>
              {bubble.text}
            </text>
          </g>
        );
      })}
      <rect x="20" y="346" width="130" height="28" rx="14" fill="#fff" stroke="#d9d3ea" />
      <text x="32" y="363.5" fontSize="9" fill="#6b6680">
        {message.placeholder}
      </text>
      <circle cx="166" cy="360" r="14" fill={KAOUKA_VIOLET} />
      <path
        d="M160 360h11m-4-4 4 4-4 4"
        fill="none"
        stroke="#fff"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </PhoneFrame>
  );
}
