export default function Pending(_props: Record<string, unknown>) {
  return null;
}
