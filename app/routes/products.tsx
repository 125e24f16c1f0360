// Placeholder: replaced by the real screen.
export default function Page() {
  return <h1>products</h1>;
}
