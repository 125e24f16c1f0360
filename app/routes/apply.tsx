// Placeholder: replaced by the real screen.
export default function Page() {
  return <h1>apply</h1>;
}
