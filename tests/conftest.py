"""Test tiers: every test is marked ``subprocess`` (it starts programs) or ``slow`` by its module,
so that ``make test-fast`` (``-m "not slow and not subprocess"``) gives a card author feedback in
seconds. The ``long`` tier (`LONG_TESTS`: soak tests, and the repeated variants of a test whose
first variant stays) is left out of ``make test``, which must stay under 15 minutes on 2 cores,
and run by ``make test-long``; CI (``.ci/run``) runs both."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

# The machine runs other jobs: Hypothesis checks what the examples do, not how fast it makes them.
settings.register_profile("dgsim", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("dgsim")

SLOW_MODULES = frozenset({
    "test_invariants.py", "test_perft.py", "test_perf_equivalence.py", "test_examples.py",
    "test_search.py", "test_search_examples.py", "test_browser.py", "test_openspiel.py",
    "test_pettingzoo.py", "test_gymnasium.py", "test_ray.py", "test_training.py",
    "test_tournament.py", "test_hidden_info.py", "test_ismcts.py", "test_strength.py",
    "test_identical_hands.py", "test_clients.py", "test_doc_snippets.py", "test_defaults.py",
    "test_conformance.py", "test_witch_reactions.py", "test_fuzz.py", "test_tcp_load.py",
    "test_tcp.py",
})
"""Modules whose tests take seconds each (playouts, search, conformance suites, browsers, and the
TCP server's tests, which wait out real handshake, join and reconnection deadlines)."""

LONG_TESTS = frozenset({
    # soak and load tests: many games, many processes, real timeouts
    "tests/protocol/test_tcp_load.py::test_64_agents_in_32_games_with_hostile_clients_and_bounded_memory",
    "tests/test_cli_safety.py::test_ctrl_c_prints_the_finished_games_marked_partial_and_exits_130",
    "tests/test_cli_saved_games.py::test_ctrl_c_leaves_as_many_logs_as_the_table_counts",
    "tests/test_memory_bound.py::test_a_kept_state_costs_at_most_400_bytes",
    "tests/protocol/test_tcp_cli.py::test_a_tcp_tournament_prints_the_table_of_the_same_tournament_over_pipes",
    "tests/protocol/test_tcp.py::test_games_over_tcp_equal_the_same_games_served_in_process[cs5965]",
    "tests/protocol/test_agent_command.py::test_every_registered_agent_answers_with_a_legal_play[best-bot]",
    "tests/protocol/test_agent_command.py::test_plain_dgsim_commands_run_this_dgsim_and_a_plugin_agent_plays",
    # search, RL and documentation runs that play whole games
    "tests/search/test_search_versus.py::test_a_game_is_the_same_from_its_seed_and_index",
    "tests/search/test_search_versus.py::test_workers_play_the_same_games",
    "tests/search/test_search_versus.py::test_the_command_prints_and_writes_the_run",
    "tests/search/test_search_kingdoms.py::test_one_kingdom_tiny",
    "tests/search/test_rollouts.py::test_the_speed_benchmark_counts_rollouts",
    "tests/search/test_search_examples.py::test_ismcts_vs_bigmoney",
    "tests/rl/test_ray.py::test_same_seed_same_table_whatever_backend_or_workers",
    "tests/rl/test_examples.py::test_training_raises_the_win_rate",
    "tests/agents/test_plugin.py::test_ray_tasks_load_the_same_file",
    "tests/test_bots_doc.py::test_the_bot_file_runs_with_the_page_command",
    "tests/test_bots_doc.py::test_the_snippets_run_and_print_the_quoted_figures",
    "tests/protocol/test_reader_fuzz.py::test_read_all_raises_only_its_error",
    # whole commands and served games that take 3 s or more each under coverage (quicker ones of
    # the same commands stay in make test)
    "tests/protocol/test_server.py::test_cli_table_json_and_saved_games",
    "tests/protocol/test_server.py::test_two_bots_play_to_the_end_and_seats_rotate",
    "tests/protocol/test_server.py::test_jsonl_bots_and_a_silent_client",
    "tests/protocol/test_server.py::test_three_and_four_players_with_attacks",
    "tests/protocol/test_server.py::test_a_fault_in_one_seat_of_four",
    "tests/protocol/test_server.py::test_cli_faults_section_and_json",
    "tests/protocol/test_server.py::test_nobody_sees_anothers_hidden_cards",
    "tests/protocol/test_tcp_cli.py::test_any_program_plays_a_seat_through_dgsim_agent_program",
    "tests/test_cli_load.py::test_play_agent_and_serve_load_the_file",
    "tests/test_cli_load.py::test_load_errors_and_warnings_are_one_line",
    "tests/test_cli_load.py::test_colonies_on_the_command_line",
    "tests/test_cli_load.py::test_simulate_loads_a_file_and_its_workers_do_too",
    "tests/test_cli_load.py::test_without_load_the_error_says_how",
    "tests/test_cli_serve.py::test_serve_gives_its_protocol_to_dgsim_agents_that_name_none",
    "tests/test_cli_serve.py::test_a_crash_is_reported_the_same_way_every_time_with_its_stderr",
    "tests/test_cli_serve.py::test_a_run_where_every_game_is_forfeited_before_any_move_is_an_error",
    "tests/test_cli_serve.py::test_save_games_uses_simulates_file_names",
    "tests/test_cli_serve.py::test_serve_and_agent_agree_on_the_protocol_without_being_told",
    "tests/test_cli_serve.py::test_a_players_stderr_is_copied_in_whole_lines_under_its_name",
    "tests/test_cli_saved_games.py::test_every_writer_names_the_players_under_one_key",
    "tests/test_cli_saved_games.py::test_a_second_play_never_replaces_the_first_game_log",
    "tests/test_cli_saved_games.py::test_play_resume_keeps_the_opponents_names",
    "tests/test_cli_agents.py::test_simulate_prints_the_table_and_writes_json_plot_and_logs",
    "tests/test_cli_agents.py::test_simulate_is_the_same_whatever_the_workers",
    "tests/test_layering.py::test_the_command_line_is_the_top_layer",
    "tests/test_layering.py::test_no_module_imports_dgsim_code_from_a_string",
    "tests/test_determinism.py::test_json_is_byte_identical_across_hash_seeds_and_workers",
    "tests/agents/test_typing.py::test_mypy_rejects_a_dominion_bot_in_another_game",
    "tests/rl/test_openspiel.py::test_dominion_random_sim[params1]",
})
"""The ``long`` tier, by node id (``path::test`` for every variant, ``path::test[id]`` for one):
tests that take 10 to 90 seconds each under coverage, and commands or served games of 3 s or more
(docs/testing.md, "Tiers")."""

KEPT_VARIANTS = {
    "tests/test_invariants.py::test_random_games_keep_invariants": 2,
    "tests/test_invariants.py::test_every_legal_action_is_accepted_and_nothing_mutates": 3,
    "tests/test_fuzz.py::test_fuzzed_game_keeps_every_invariant": 4,
    "tests/rl/test_encoding.py::test_incremental_dominion_vectors_equal_vectors_built_from_scratch": 2,
    "tests/protocol/test_server.py::test_a_faulty_client_forfeits_and_every_game_finishes": 1,
    "tests/test_invariants.py::test_copies_act_the_same_in_every_set": 8,
    "tests/protocol/test_identical_hands.py::test_action_with_identical_cards_is_a_legal_play": 80,
    "tests/protocol/test_identical_hands.py::test_identical_hand_keeps_exactly_three": 120,
    "tests/protocol/test_identical_hands.py::test_mixed_hand_keeps_exactly_three": 60,
    "tests/protocol/test_tcp.py::test_a_seat_that_sends_junk_forfeits_its_own_game_only": 1,
    "tests/protocol/test_tcp.py::test_a_seat_that_reconnects_in_time_plays_on_unchanged": 1,
    "tests/test_cli_serve.py::test_bad_serve_options_are_one_line_and_exit_2_before_any_program_starts": 3,
    "tests/test_cli_safety.py::test_every_output_path_is_checked_before_the_first_game": 2,
    "tests/test_cli_saved_games.py::test_replay_and_the_web_read_the_names_of_old_files_too": 1,
    "tests/test_cli_saved_games.py::test_save_games_into_a_used_folder_is_refused": 1,
    "tests/test_doc_snippets.py::test_the_snippets_of_a_doc_run": 1,
    "tests/test_layering.py::test_the_registries_are_filled_whichever_module_is_imported_first": 2,
    "tests/agents/test_bots_any_kingdom.py::test_every_bot_plays_random_kingdoms_of_every_set": 1,
}
"""Parametrized tests of seconds a variant whose first variants (in collection order) stay in
``make test`` and the rest are in the ``long`` tier: the same code on more seeds, faults or
options."""

_STARTS_PROGRAMS: dict[Path, bool] = {}


def _starts_programs(path: Path) -> bool:
    known = _STARTS_PROGRAMS.get(path)
    if known is None:
        text = path.read_text(encoding="utf-8") if path.suffix == ".py" else ""
        known = _STARTS_PROGRAMS[path] = "subprocess" in text or "Popen" in text
    return known


def pytest_configure(config: pytest.Config) -> None:
    """Declare the markers."""
    config.addinivalue_line("markers", "slow: takes seconds (skipped by make test-fast)")
    config.addinivalue_line("markers", "subprocess: starts programs (skipped by make test-fast)")
    config.addinivalue_line("markers", "long: the long tier (make test-long, CI; not make test)")


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Mark each test by its module: ``subprocess`` if it starts programs, ``slow`` if listed;
    ``long`` by `LONG_TESTS` and `KEPT_VARIANTS`."""
    seen: dict[str, int] = {}
    for item in items:
        base = item.nodeid.split("[", 1)[0]
        if base in KEPT_VARIANTS:
            seen[base] = seen.get(base, 0) + 1
            if seen[base] > KEPT_VARIANTS[base]:
                item.add_marker(pytest.mark.long)
        path = Path(str(item.fspath))
        if path.name in SLOW_MODULES or path.parent.name in {"web", "rl", "search"}:
            item.add_marker(pytest.mark.slow)
        if _starts_programs(path):
            item.add_marker(pytest.mark.subprocess)
        if _is_long(item.nodeid):
            item.add_marker(pytest.mark.long)


def _is_long(nodeid: str) -> bool:
    """True if the test is in `LONG_TESTS` (all its variants, or this one)."""
    return nodeid in LONG_TESTS or nodeid.split("[", 1)[0] in LONG_TESTS
