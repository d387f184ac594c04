"""A server deals with a secret key of its own (issue 28's "cannot be cheated"): the deal
number every player is told must not give the other seats' cards, and the journal a dying
process leaves must replay the same deals."""

from __future__ import annotations

import asyncio
import json
from typing import Any

from retrohearts.hearts.deal import deal_cards, keyed_deal_cards
from retrohearts.hearts.match import Match
from retrohearts.hearts.rules import HouseRules
from retrohearts.net.computer import Thinkers
from retrohearts.net.course import restore
from retrohearts.net.serverconfig import build_parser, config_from
from retrohearts.net.table import Table, TableConfig


def test_a_server_without_a_seed_deals_with_a_key_of_its_own() -> None:
    one = config_from(build_parser().parse_args([])).table
    two = config_from(build_parser().parse_args([])).table
    assert one is not None and two is not None
    assert one.deal_key and two.deal_key and one.deal_key != two.deal_key
    seeded = config_from(build_parser().parse_args(["--seed", "3"])).table
    assert seeded is not None and seeded.deal_key is None and seeded.seed == 3


def test_the_number_alone_does_not_give_a_keyed_deal() -> None:
    key = bytes(range(32))
    for number in (1, 377149371, 999_999_999):
        hands = keyed_deal_cards(number, key)
        assert sorted(c for h in hands for c in h) == sorted(c for h in deal_cards(1) for c in h)
        assert hands != deal_cards(number)
        assert hands == keyed_deal_cards(number, key)           # the server replays it
        assert hands != keyed_deal_cards(number, bytes(32))    # another key, another deal


def test_a_keyed_match_deals_with_its_key() -> None:
    key = b"k" * 32
    match = Match(HouseRules.preset("xhearts"), first_deal=1234, deal_key=key)
    assert match.deal_key == key and match.hand.deal_number == 1234
    assert [match.hand.dealt(s) for s in range(4)] == [
        tuple(sorted(h)) for h in keyed_deal_cards(1234, key)]


def test_the_journal_carries_the_key_so_another_process_deals_the_same_cards() -> None:
    async def go() -> None:
        thinkers = Thinkers(1)
        try:
            table = Table(1, TableConfig(deal_key=bytes(range(32))), thinkers)
            entries: list[dict[str, Any]] = []
            table.journal = lambda t, e: entries.append(e)
            table.start()
            fresh = Table(1, TableConfig(), thinkers)  # a process with no key of this table
            restore(fresh, json.loads(json.dumps(entries)))  # as read back from Redis
            assert [fresh.match.hand.dealt(s) for s in range(4)] == [
                table.match.hand.dealt(s) for s in range(4)]
            assert fresh.match.deal_key == table.match.deal_key
            number = table.match.hand.deal_number
            assert number is not None
            assert table.match.hand.dealt(0) != tuple(sorted(deal_cards(number)[0]))
            table.close()
            fresh.close()
        finally:
            thinkers.close()
    asyncio.run(go())
