// yente's data-access responses (yente/data/common.py: EntityResponse, SearchResponse,
// DataCatalogModel, AlgorithmResponse), read off the GraphQL types of src/schema/screeningYente.ts;
// the JSON fields typed as yente types them. And the query parameters of those routes.
import { z } from "zod";
import { responseOf } from "./fromGraphQL";
import { ScreeningSearchInput } from "../../domain/screening/inputs";

const Properties = z.record(z.string(), z.array(z.string())).meta({ description: "FollowTheMoney properties: {<property>: [values]}, with topics" });
const FeatureDocs = z
  .record(z.string(), z.object({ description: z.string().nullable(), coefficient: z.number(), url: z.string() }))
  .meta({ description: "yente's FeatureDocs: what each feature adds to the score" });

export const YenteEntityResponse = responseOf("YenteEntity", { id: "YenteEntity", fields: { properties: Properties } });

export const YenteSearchResponse = responseOf("YenteSearchResponse", {
  fields: {
    results: z.array(YenteEntityResponse),
    facets: z.record(z.string(), z.object({ label: z.string(), values: z.array(z.object({ name: z.string(), label: z.string(), count: z.number().int() })) })),
    total: responseOf("YenteTotal"),
  },
});

export const YenteCatalogResponse = responseOf("YenteCatalog", { fields: { datasets: z.array(responseOf("YenteDataset")) } });

export const YenteAlgorithmsResponse = responseOf("YenteAlgorithms", {
  fields: {
    algorithms: z.array(
      responseOf("YenteAlgorithm", {
        fields: {
          features: FeatureDocs,
          docs: responseOf("YenteAlgorithmDocs", { fields: { config: z.record(z.string(), z.unknown()), features: FeatureDocs } }),
        },
      }),
    ),
  },
});

export const YenteSearchQuery = ScreeningSearchInput.omit({ dataset: true });
export const YenteEntityQuery = z
  .object({ nested: z.boolean().optional().meta({ description: "yente's nested: accepted; entries carry no adjacent entities to nest" }) })
  .strict();
