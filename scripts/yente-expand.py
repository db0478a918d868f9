"""Expands each candidate `nomenklatura match` wrote, through the YenteEnricher's own expand() (GET
entities/{id}, as `nomenklatura enrich` does for a confirmed match). Loads the enricher from the same
YAML config as the CLI does. Prints one JSON line per candidate: the query's id, the candidate's id and
the ids, schemata and captions expand() yielded.

    python yente-expand.py <config.yml> <matches.ftm.json>
"""

import json
import sys

import yaml
from followthemoney import Dataset, StatementEntity
from followthemoney.cli.util import path_entities
from nomenklatura.cache import Cache
from nomenklatura.db import make_session
from nomenklatura.enrich import make_enricher


def main(config_path: str, matches_path: str) -> None:
    with open(config_path) as fh:
        config = yaml.safe_load(fh)
    with make_session() as session:
        dataset = Dataset.make(dict(config))
        enricher = make_enricher(dataset, Cache(session, dataset, create=True), config)
        try:
            query = None
            for entity in path_entities(matches_path, StatementEntity):
                # `nomenklatura match` writes each query, then its candidates, which the enricher gave a sourceUrl.
                if not entity.get("sourceUrl", quiet=True):
                    query = entity
                    continue
                expanded = list(enricher.expand_wrapped(query, entity))
                print(
                    json.dumps(
                        {
                            "query": query.id,
                            "match": entity.id,
                            "expanded": [{"id": e.id, "schema": e.schema.name, "caption": e.caption} for e in expanded],
                        }
                    ),
                    flush=True,
                )
        finally:
            enricher.close()


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
