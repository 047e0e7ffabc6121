"use client"
/**
 * The state of the address forms (checkout, /account/shipping, /account/billing): the
 * shopper's edits, which fields to show errors for, and saving. Text inputs save 750 ms
 * after the last keystroke (spec section 9), pickers and the "Billing same as shipping" box
 * at once; an address is saved only once it passes the section 5 rules, since the shop
 * refuses an incomplete one anyway. The country table and the defaults of a new address
 * (USA, CO) come from GET /api/countries; the form is ready once both it and the account are.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from "react"
import { ApiError } from "../api/client"
import { handleApiError } from "../api/handle-api-error"
import type { Account, Address } from "@petshop/contract"
import { useSaveAddresses } from "../account/use-save-addresses"
import { withCountry, type Country, type CountryTable } from "../countries/countries"
import { useCountries } from "../countries/use-countries"
import { isAddressBookValid, validateAddressBook, type AddressBook, type AddressErrors, type AddressField } from "./validate-address"

export const AUTOSAVE_DEBOUNCE_MS = 750

const NO_COUNTRIES: readonly Country[] = []

export type AddressKind = "shipping" | "billing"
export type SaveState = "idle" | "waiting" | "saving" | "saved" | "incomplete" | "failed"

const BLANK_ADDRESS: Address = {
  firstName: "",
  lastName: "",
  country: "",
  state: "",
  city: "",
  address1: "",
  address2: "",
  zipCode: "",
  phoneNumber: "",
}

/** The address book a form starts from: the account's addresses, else new ones at the table's defaults. */
export function bookOf(account: Account | undefined, defaults: CountryTable["defaults"] | undefined): AddressBook {
  const a = account?.addresses
  const empty = { ...BLANK_ADDRESS, ...defaults }
  const shipping = { ...empty, ...(a?.shipping ?? {}) }
  return {
    shipping,
    billing: { ...empty, ...(a?.billing ?? shipping) },
    isBillingSameAsShipping: a?.isBillingSameAsShipping ?? true,
  }
}

type Touched = Record<AddressKind, Partial<Record<AddressField, boolean>>>

export function useAddressBookForm(account: Account | undefined, { autosave = true }: { autosave?: boolean } = {}) {
  const save = useSaveAddresses()
  const { data: table, isError: countriesFailed } = useCountries()
  const countries: readonly Country[] = table?.countries ?? NO_COUNTRIES
  const countriesRef = useRef(countries)
  countriesRef.current = countries
  const [book, setBook] = useState<AddressBook>(() => bookOf(account, table?.defaults))
  const [ready, setReady] = useState(Boolean(account && table))
  const [touched, setTouched] = useState<Touched>({ shipping: {}, billing: {} })
  const [serverErrors, setServerErrors] = useState<Record<AddressKind, AddressErrors>>({ shipping: {}, billing: {} })
  const [saveState, setSaveState] = useState<SaveState>("idle")
  const bookRef = useRef(book)
  const savedRef = useRef(JSON.stringify(bookOf(account, table?.defaults)))
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  // The account and the country table arrive after the first render on a fresh page load; edits are never overwritten.
  useEffect(() => {
    if (ready || !account || !table) return
    const loaded = bookOf(account, table.defaults)
    bookRef.current = loaded
    savedRef.current = JSON.stringify(loaded)
    setBook(loaded)
    setReady(true)
  }, [account, table, ready])

  useEffect(() => () => clearTimeout(timer.current), [])

  const saveOnce = useCallback(async (): Promise<boolean> => {
    const current = bookRef.current
    if (!isAddressBookValid(current, countriesRef.current)) {
      setSaveState("incomplete")
      return false
    }
    const json = JSON.stringify(current)
    if (json === savedRef.current) {
      setSaveState((s) => (s === "waiting" || s === "incomplete" ? "saved" : s))
      return true
    }
    setSaveState("saving")
    try {
      await save.mutateAsync(current)
      savedRef.current = json
      setServerErrors({ shipping: {}, billing: {} })
      setSaveState(JSON.stringify(bookRef.current) === json ? "saved" : "waiting")
      return true
    } catch (err) {
      setSaveState("failed")
      const match = err instanceof ApiError && err.status === 400 ? /^(shipping|billing)\.(\w+)$/.exec(err.field ?? "") : null
      if (match && err instanceof ApiError) {
        const [, kind, field] = match as unknown as [string, AddressKind, AddressField]
        setServerErrors((s) => ({ ...s, [kind]: { ...s[kind], [field]: err.message } }))
        setTouched((t) => ({ ...t, [kind]: { ...t[kind], [field]: true } }))
      } else handleApiError(err)
      return false
    }
  }, [save])

  // One save at a time: the shop updates the cart with each, and two at once would collide.
  const queue = useRef<Promise<unknown>>(Promise.resolve())
  const saveNow = useCallback((): Promise<boolean> => {
    clearTimeout(timer.current)
    const run = queue.current.then(saveOnce, saveOnce)
    queue.current = run
    return run
  }, [saveOnce])

  const schedule = useCallback(
    (delay: number) => {
      if (!autosave) return
      clearTimeout(timer.current)
      setSaveState("waiting")
      timer.current = setTimeout(() => void saveNow(), delay)
    },
    [autosave, saveNow]
  )

  const update = useCallback((next: AddressBook) => {
    bookRef.current = next
    setBook(next)
  }, [])

  /** A text field changed: saved after the autosave pause. */
  const setField = useCallback(
    (kind: AddressKind, field: AddressField, value: string) => {
      update({ ...bookRef.current, [kind]: { ...bookRef.current[kind], [field]: value } })
      setServerErrors((s) => (s[kind][field] ? { ...s, [kind]: { ...s[kind], [field]: undefined } } : s))
      schedule(AUTOSAVE_DEBOUNCE_MS)
    },
    [schedule, update]
  )

  /** A new country resets the state to the country's first state (spec section 5). */
  const setCountry = useCallback(
    (kind: AddressKind, country: string) => {
      update({ ...bookRef.current, [kind]: withCountry(bookRef.current[kind], country, countriesRef.current) })
      schedule(0)
    },
    [schedule, update]
  )

  const setState = useCallback(
    (kind: AddressKind, state: string) => {
      update({ ...bookRef.current, [kind]: { ...bookRef.current[kind], state } })
      schedule(0)
    },
    [schedule, update]
  )

  const setSameAsShipping = useCallback(
    (same: boolean) => {
      const current = bookRef.current
      // A billing form opened for the first time starts as a copy of the shipping address.
      const blank = !current.billing.firstName && !current.billing.address1
      const billing = !same && blank ? { ...current.shipping } : current.billing
      update({ ...current, billing, isBillingSameAsShipping: same })
      schedule(0)
    },
    [schedule, update]
  )

  const touch = useCallback((kind: AddressKind, field: AddressField) => {
    setTouched((t) => (t[kind][field] ? t : { ...t, [kind]: { ...t[kind], [field]: true } }))
  }, [])

  const errors = useMemo(() => validateAddressBook(book, countries), [book, countries])

  /** Every field shows its error, e.g. when the shopper presses Checkout or Save. */
  const touchAll = useCallback(() => {
    const all = Object.fromEntries(Object.keys(BLANK_ADDRESS).map((k) => [k, true]))
    setTouched({ shipping: all, billing: all })
  }, [])

  const shownErrors = useMemo(() => {
    const pick = (kind: AddressKind): AddressErrors => {
      const out: AddressErrors = {}
      for (const [field, message] of Object.entries(errors[kind]) as [AddressField, string][])
        if (touched[kind][field]) out[field] = message
      for (const [field, message] of Object.entries(serverErrors[kind]) as [AddressField, string | undefined][])
        if (message && !out[field]) out[field] = message
      return out
    }
    return { shipping: pick("shipping"), billing: pick("billing") }
  }, [errors, touched, serverErrors])

  return {
    book,
    ready,
    /** The country table could not be loaded (after TanStack Query's retries): the form cannot be shown. */
    countriesFailed,
    errors,
    shownErrors,
    valid: isAddressBookValid(book, countries),
    countries,
    saveState,
    setField,
    setCountry,
    setState,
    setSameAsShipping,
    touch,
    touchAll,
    saveNow,
  }
}

export type AddressBookForm = ReturnType<typeof useAddressBookForm>
