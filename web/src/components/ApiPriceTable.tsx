import type { ApiPriceRow } from '@techcensus/contract';

/** The API's price per call, as the contract's route metadata states it (/about-api, /pricing). */
export function ApiPriceTable(props: { rows: ApiPriceRow[] }) {
  return (
    <table className="table api-pricing">
      <thead>
        <tr>
          <th>Call</th>
          <th>Endpoint</th>
          <th>Cost</th>
        </tr>
      </thead>
      <tbody>
        {props.rows.map((p) => (
          <tr key={p.Operation} data-operation={p.Operation}>
            <td>{p.Label}</td>
            <td>
              <code>{`${p.Method} ${p.Path}`}</code>
            </td>
            <td>{p.Cost}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
