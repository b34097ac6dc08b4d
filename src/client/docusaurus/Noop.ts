/** `@docusaurus/Noop` (Docusaurus: a component that renders nothing, for placeholders). */
export default function Noop(): null {
  return null;
}
