"use client"
/**
 * One address form (spec section 3 Address) with the section 5 messages beside each field.
 * The country picker (the table of GET /api/countries) resets the state to the new country's
 * first state.
 */
import { useId } from "react"
import type { Address } from "@petshop/contract"
import { countryByValue, type Country } from "@/lib/countries/countries"
import type { AddressErrors, AddressField } from "@/lib/checkout/validate-address"
import styles from "./checkout.module.css"

type Props = {
  kind: "shipping" | "billing"
  address: Address
  countries: readonly Country[]
  errors: AddressErrors
  onText: (field: AddressField, value: string) => void
  onCountry: (country: string) => void
  onState: (state: string) => void
  onBlur: (field: AddressField) => void
}

const TEXT_FIELDS: {
  field: AddressField
  label: string
  autoComplete: string
  wide?: boolean
  optional?: boolean
  type?: string
  inputMode?: "tel"
}[] = [
  { field: "firstName", label: "First name", autoComplete: "given-name" },
  { field: "lastName", label: "Last name", autoComplete: "family-name" },
  { field: "address1", label: "Address", autoComplete: "address-line1", wide: true },
  { field: "address2", label: "Apartment, suite, etc.", autoComplete: "address-line2", wide: true, optional: true },
  { field: "city", label: "City", autoComplete: "address-level2" },
]

function stateLabel(country: string) {
  if (country === "CAN") return "Province"
  if (country === "AUS") return "State or territory"
  return "State"
}

export function AddressFields({ kind, address, countries, errors, onText, onCountry, onState, onBlur }: Props) {
  const uid = useId()
  const id = (field: string) => `${kind}-${field}-${uid}`
  const country = countryByValue(countries, address.country)

  const describe = (field: AddressField) =>
    errors[field] ? { "aria-invalid": true as const, "aria-describedby": `${id(field)}-error` } : {}
  const error = (field: AddressField) =>
    errors[field] ? (
      <p id={`${id(field)}-error`} className={styles.fieldError} data-testid={`${kind}-${field}-error`}>
        {errors[field]}
      </p>
    ) : null

  const text = (f: (typeof TEXT_FIELDS)[number]) => (
    <div key={f.field} className={`${styles.field} ${f.wide ? styles.wide : ""}`}>
      <label htmlFor={id(f.field)}>
        {f.label} {f.optional ? <span className={styles.optional}>(optional)</span> : null}
      </label>
      <input
        id={id(f.field)}
        name={`${kind}.${f.field}`}
        value={address[f.field] ?? ""}
        autoComplete={`${kind} ${f.autoComplete}`}
        onChange={(e) => onText(f.field, e.target.value)}
        onBlur={() => onBlur(f.field)}
        data-testid={`${kind}-${f.field}`}
        {...describe(f.field)}
      />
      {error(f.field)}
    </div>
  )

  return (
    <div className={styles.grid}>
      {TEXT_FIELDS.map(text)}
      <div className={styles.field}>
        <label htmlFor={id("country")}>Country</label>
        <select
          id={id("country")}
          name={`${kind}.country`}
          value={country?.value ?? ""}
          onChange={(e) => onCountry(e.target.value)}
          onBlur={() => onBlur("country")}
          data-testid={`${kind}-country`}
          {...describe("country")}
        >
          {country ? null : <option value="">Choose a country</option>}
          {countries.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
        {error("country")}
      </div>
      {country?.states.length ? (
        <div className={styles.field}>
          <label htmlFor={id("state")}>{stateLabel(country.value)}</label>
          <select
            id={id("state")}
            name={`${kind}.state`}
            value={address.state}
            onChange={(e) => onState(e.target.value)}
            onBlur={() => onBlur("state")}
            data-testid={`${kind}-state`}
            {...describe("state")}
          >
            {country.states.some((s) => s.value === address.state) ? null : <option value="">Choose one</option>}
            {country.states.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
          {error("state")}
        </div>
      ) : null}
      <div className={styles.field}>
        <label htmlFor={id("zipCode")}>{address.country === "USA" ? "Zip code" : "Postcode"}</label>
        <input
          id={id("zipCode")}
          name={`${kind}.zipCode`}
          value={address.zipCode ?? ""}
          autoComplete={`${kind} postal-code`}
          onChange={(e) => onText("zipCode", e.target.value)}
          onBlur={() => onBlur("zipCode")}
          data-testid={`${kind}-zipCode`}
          {...describe("zipCode")}
        />
        {error("zipCode")}
      </div>
      <div className={styles.field}>
        <label htmlFor={id("phoneNumber")}>Phone number</label>
        <input
          id={id("phoneNumber")}
          name={`${kind}.phoneNumber`}
          type="tel"
          inputMode="tel"
          value={address.phoneNumber ?? ""}
          autoComplete={`${kind} tel`}
          placeholder="303-555-0123"
          onChange={(e) => onText("phoneNumber", e.target.value)}
          onBlur={() => onBlur("phoneNumber")}
          data-testid={`${kind}-phoneNumber`}
          {...describe("phoneNumber")}
        />
        {error("phoneNumber")}
      </div>
    </div>
  )
}
