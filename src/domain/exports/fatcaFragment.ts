// The single-application FATCA export: the account holder as one IRS FATCA XML v2.0 AccountReport, built
// on request from investor-side data (as the CRS fragment is), never stored. The account's figures, the
// DocSpec and what the service has not collected are placeholder tokens (fatcaPlaceholders.ts).
import type { PrismaClient } from "../../generated/prisma/client";
import type { Actor } from "../auth/context";
import { orNotFound, owned } from "../../kernel/accountScope";
import type { CrsAddress } from "./crsXml";
import type { ExportedFile } from "./crsFragment";
import { fatcaAccountReportFragment, type FatcaAccountHolder, type FatcaAddress } from "./fatcaXml";
import { fatcaPlaceholder as placeholder } from "./fatcaPlaceholders";
import { exportInclude, personOf, type ExportApplication } from "./investors";

const FATCA_XML_CONTENT_TYPE = "application/xml; charset=utf-8";

const isUsCode = (value: string | null | undefined) => value?.trim().toUpperCase() === "US";

function addressesOf(addresses: CrsAddress[]): FatcaAddress[] {
  if (addresses.length === 0) return [{ country: placeholder("ADDRESS_COUNTRY_CODE"), free: placeholder("ADDRESS") }];
  return addresses.map((a) => {
    const free = [a.street, a.postCode].filter((p) => p && p.trim()).join(", ");
    return {
      country: a.country || placeholder("ADDRESS_COUNTRY_CODE"),
      street: a.street,
      postCode: a.postCode,
      city: a.city,
      free: a.city ? null : free || placeholder("ADDRESS"),
    };
  });
}

/** Only US TINs are reported; none on file leaves the slot to the administrator (AAAAAAAAA for a pre-existing account). */
const usTinsOf = (tins: { tin: string; issuedBy: string | null }[]) => {
  const us = tins.filter((t) => isUsCode(t.issuedBy)).map((t) => t.tin);
  return us.length ? us : [placeholder("US_TIN")];
};

function holderOf(application: ExportApplication): FatcaAccountHolder {
  if (application.entityType === "INDIVIDUAL") {
    const applicant = application.individuals.find((i) => i.role === "APPLICANT");
    const person = applicant ? personOf(applicant) : null;
    return {
      kind: "INDIVIDUAL",
      person: {
        firstName: person?.firstName || placeholder("FIRST_NAME"),
        lastName: person?.lastName || placeholder("LAST_NAME"),
        residences: person?.residences ?? [],
        usTins: usTinsOf(person?.tins ?? []),
        addresses: addressesOf(person?.addresses ?? []),
        nationalities: person?.nationalities ?? [],
        birthDate: person?.birthDate,
        birthCity: person?.birthCity,
      },
    };
  }
  const business = application.businesses.find((b) => b.role === "APPLICANT");
  const tins = Array.isArray(business?.tins) ? (business.tins as { tin?: string; issuedBy?: string }[]) : [];
  const addresses = business?.address ? [business.address as { street?: string; city?: string; postCode?: string; country?: string }] : [];
  return {
    kind: "ORGANISATION",
    organisation: {
      name: business?.name ?? application.name,
      residences: business?.country ? [business.country] : [],
      usTins: usTinsOf(tins.filter((t) => t.tin).map((t) => ({ tin: t.tin!, issuedBy: t.issuedBy ?? null }))),
      addresses: addressesOf(
        addresses.map((a) => ({ country: a.country ?? null, street: a.street ?? null, city: a.city ?? null, postCode: a.postCode ?? null })),
      ),
    },
    // The entity's FATCA classification (and so whether substantial US owners are reported) is the administrator's.
    acctHolderType: placeholder("ACCT_HOLDER_TYPE"),
    substantialOwners: [],
  };
}

/** The application's AccountReport as a FATCA v2.0 fragment; another account's application answers as absent. */
export async function fatcaXmlFragment(db: PrismaClient, actor: Actor, applicationId: string): Promise<ExportedFile> {
  const application = await orNotFound("Application", db.application.findFirst({ where: { id: applicationId, ...owned(actor) }, include: exportInclude }));
  const content = fatcaAccountReportFragment({
    comment: `application ${application.id}`,
    docSpec: { docTypeIndic: placeholder("DOC_TYPE_INDIC") as never, docRefId: placeholder("DOC_REF_ID") },
    accountNumber: placeholder("ACCOUNT_NUMBER"),
    preExisting: false,
    holder: holderOf(application),
    balance: { amount: placeholder("ACCOUNT_BALANCE"), currency: placeholder("CURRENCY_CODE") },
    payments: [{ type: placeholder("PAYMENT_TYPE") as never, amount: placeholder("PAYMENT_AMOUNT"), currency: placeholder("CURRENCY_CODE") }],
  });
  return { fileName: `fatca-${application.id}.xml`, contentType: FATCA_XML_CONTENT_TYPE, content };
}
