#!/usr/bin/env bash
# Which public operators lack one of the three kinds of check every operator should have, against
# a committed baseline (Scripts/operator-coverage-baseline.txt). Fails when the list grows: a new
# operator, or one whose test or benchmark went away, without the checks. No Swift build: awk over
# Scripts/PublicAPI.txt and the sources (comments and strings removed by Scripts/strip-swift.awk).
#
#     bash Scripts/check-operator-coverage.sh            # CI: fails on a gap not in the baseline
#     bash Scripts/check-operator-coverage.sh --list     # the gaps, one "<operator>\t<check>" a line
#     bash Scripts/check-operator-coverage.sh --update   # rewrites the baseline (commit it)
#     bash Scripts/check-operator-coverage.sh --calls    # every call the scan attributed, to see
#                                                        # why an operator counts as covered or not
#
# The operators: the instance methods listed in Scripts/PublicAPI.txt on ObservableType and on the
# trait types (PrimitiveSequence, PrimitiveSequenceType, InfallibleSequence, InfallibleType,
# SharedSequence, SharedSequenceConvertibleType), one per path (`ObservableType.take(for:scheduler:)`;
# its overloads together). Left out: subscribe/bind/drive/emit (they consume a sequence), the
# erasures (asObservable and asSharedSequence everywhere, and the `erasures` below: the same
# sequence under its erased type), and deprecated spellings (`@available(*, deprecated, ...)`:
# the renamed operator is the one checked; `unavailable` stubs are not in the listing).
# Static forms (`Observable.merge(...)`, `Single.zip(...)`) are type methods, not listed.
#
# The three checks, each a call of the operator on the right kind of sequence with argument
# labels its declaration accepts (Scripts/operator-calls.awk guesses the kind along each chain,
# without a type checker; `--calls` shows its guesses):
#   contract  a call inside the closure of `assertOperatorContract` or `assertInputsContract`
#             (Tests/ValueRxTests/Support/TestSupport.swift: the contract suite) anywhere in
#             Tests/ValueRxTests (per-family files, Reliability/ContractSuiteTests.swift,
#             Traits/TraitBehaviorTests.swift, SharedSequenceBehaviorTests.swift, ...).
#   chains32  a call in Benchmarks/Bench/Chains32.swift (its own 32-operator chain or a place in a
#             mixed one), required only of element-wise and flattening operators: those whose
#             declaration returns a pipeline of stages (`Observables.Pipeline`, or a trait whose
#             stage is not `Stages.Identity`) or `Observables.FlatMap` (flatMap, flatMapFirst,
#             flatMapLatest, concatMap, merge, concat(), switchLatest). The erased trait forms
#             and Driver/Signal follow the observable operator of the same name. Other operators
#             own a sink that does not stack stages, so the specialization-loop check has less
#             to say about them.
#   own-tests for an operator RxSwift lacks (listed in Scripts/valuerx-additions.txt, see
#             CONTRIBUTING "Operators RxSwift lacks"), in place of `ported`: a call in a test
#             file that runs virtual time (it makes a `TestScheduler`).
#   ported    a call in a file of ported RxSwift tests: the convention is
#             `Tests/ValueRxTests/**/Ported<Name>Tests.swift`, whose header names the RxSwift
#             test file it ports; the few files that port RxSwift scenarios under another name
#             (their first sections, before ValueRx's own scenarios) are matched by
#             `ported_elsewhere` below.
#
# The operators come from the committed listing: after an API change, update it first
# (`bash Scripts/check-public-api.sh --update`, which CI checks against the code). The check
# refuses to run on a listing older than a changed source file or table (see below).
#
# When the list shrinks (a gap closed), the check passes and says so: run --update and commit
# the smaller baseline, so that the gap cannot open again unnoticed.
set -euo pipefail
cd "$(dirname "$0")/.."

mode=check
case "${1:-}" in
    "") ;;
    --list) mode=list ;;
    --update) mode=update ;;
    --calls) mode=calls ;;
    *) echo "usage: bash Scripts/check-operator-coverage.sh [--list | --update | --calls]" >&2; exit 2 ;;
esac

baseline=Scripts/operator-coverage-baseline.txt
additions=Scripts/valuerx-additions.txt
chains=Benchmarks/Bench/Chains32.swift
# The file names (wherever the file sits under Tests/ValueRxTests) that port RxSwift's tests
# without the Ported prefix, each saying so in its header: an extended regular expression.
ported_elsewhere='^(DecodeTests|RelayTests|(Multicast|Replay|Share)VirtualTimeTests|[A-Za-z]*SubjectVirtualTimeTests)[.]swift$'
# Erasures that only change the static type (no operator runs): not operators.
erasures="InfallibleSequence.asInfallible()
PrimitiveSequence.asSingle()
SharedSequenceConvertibleType.asDriver()
SharedSequenceConvertibleType.asSignal()"

# The listing must describe the sources being checked: a source file or the table changed (or
# added) in the working tree after Scripts/PublicAPI.txt was last written means the listing may
# miss a new operator, and the check would wrongly say "none new". (A clean checkout has no such
# file; CI's public API check compares the committed listing with the code.)
if [ "$mode" != calls ] && git rev-parse --git-dir >/dev/null 2>&1; then
    newer=$(git status --porcelain --untracked-files=all -- Sources Scripts/surface.txt \
        | awk '{ print $NF }' | while read -r path; do
            if [ -f "$path" ] && [ "$path" -nt Scripts/PublicAPI.txt ]; then echo "$path"; fi
        done)
    if [ -n "$newer" ]; then
        echo "check-operator-coverage: Scripts/PublicAPI.txt is older than changes in the working tree:" >&2
        echo "$newer" | head -5 | sed 's/^/    /' >&2
        echo "  regenerate it first: swift build -c release --target ValueRx && bash Scripts/check-public-api.sh --update" >&2
        exit 1
    fi
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# 1. Operators (SIG) and the conversions a chain goes through (CONV), from the API listing.
awk -f Scripts/operator-signatures.awk Scripts/PublicAPI.txt > "$work/api"

# 2. Deprecated spellings, from the sources: "<Type>.<name>(<labels>)", the type being the one the
#    enclosing top-level extension or declaration names.
find Sources/ValueRx Sources/ValueRxTest Sources/ValueRxBlocking Sources/ValueRxNetworking -name '*.swift' | LC_ALL=C sort > "$work/sources"
# shellcheck disable=SC2046
awk -f Scripts/strip-swift.awk $(cat "$work/sources") | awk '
    /^\001FILE / { owner = ""; marked = 0; next }
    /^(public |internal |@[A-Za-z]+ )*(extension|struct|enum|protocol|(final )?class) / {
        line = $0; sub(/^(public |internal |@[A-Za-z]+ )*(final )?/, "", line)
        split(line, w, "[ :<{]+"); owner = w[2]
    }
    /@available\(\*, *deprecated/ { marked = 4 }
    marked > 0 {
        if (match($0, /func [A-Za-z_`][A-Za-z0-9_`]*/)) {
            name = substr($0, RSTART + 5, RLENGTH - 5); gsub(/`/, "", name)
            decl = substr($0, RSTART + RLENGTH)
            sub(/^<[^(]*/, "", decl)
            d = 0; params = ""
            for (i = 1; i <= length(decl); i++) {
                c = substr(decl, i, 1)
                if (c == "(") { d++; if (d == 1) continue }
                if (c == ")") { d--; if (d == 0) break }
                params = params c
            }
            labels = ""; d = 0; part = ""
            for (i = 1; i <= length(params) + 1; i++) {
                c = (i <= length(params)) ? substr(params, i, 1) : ","
                if (c == "(" || c == "<" || c == "[") d++
                else if (c == ")" || c == "]" || (c == ">" && substr(params, i - 1, 1) != "-")) d--
                if (c == "," && d == 0) {
                    if (part ~ /[A-Za-z_]/) { head = part; sub(/:.*/, "", head); split(head, h, " "); labels = labels h[1] ":" }
                    part = ""; continue
                }
                part = part c
            }
            print owner "." name "(" labels ")"
            marked = 0
            next
        }
        marked--
    }
' > "$work/deprecated"
{ cat "$work/deprecated"; echo "$erasures"; } | LC_ALL=C sort -u > "$work/excluded"

# 3. The calls: the contract suite (every test file), Chains32, the ported tests.
find Tests/ValueRxTests -name '*.swift' -not -path '*/Pending/*' | LC_ALL=C sort > "$work/tests"
awk -v elsewhere="$ported_elsewhere" '{ n = split($0, p, "/"); if (p[n] ~ /^Ported/ || p[n] ~ elsewhere) print }' "$work/tests" > "$work/ported"
# Test files that run virtual time, for the operators RxSwift lacks.
# shellcheck disable=SC2046
grep -l 'TestScheduler(' $(cat "$work/tests") > "$work/virtual" || true
{ grep -v '^#' "$additions" || true; } | sed '/^$/d' | cut -f1 | LC_ALL=C sort -u > "$work/additions"
# shellcheck disable=SC2046
awk -f Scripts/strip-swift.awk $(cat "$work/tests") "$chains" Sources/ValueRxTest/*.swift > "$work/stripped"
{
    grep '^CONV' "$work/api"
    # Properties and variables declared with a type: "PROP <name> <type>".
    grep -oE '(var|let) [a-z][A-Za-z0-9_]*: *(some |any )?[A-Z][A-Za-z0-9_]*' "$work/stripped" |
        sed -E 's/^(var|let) //; s/: *(some |any )?/ /' | awk '{ print "PROP\t" $1 "\t" $2 }'
    # The calls are read from the tests and Chains32 only.
    awk '/^\001FILE / { keep = ($2 !~ /^Sources\//) } keep' "$work/stripped"
} | awk -f Scripts/operator-calls.awk > "$work/calls"

if [[ $mode == calls ]]; then
    printf 'file\tline\tkind\tname\tlabels\tcontract\tstatic\n'
    cat "$work/calls"
    exit 0
fi

# 4. Match the calls against the operators' declarations.
awk -F'\t' -v chains="$chains" '
    FILENAME == ARGV[1] { ported[$0] = 1; next }
    FILENAME == ARGV[2] { excluded[$0] = 1; next }
    FILENAME == ARGV[3] { virtual[$0] = 1; next }
    FILENAME == ARGV[4] { addition[$0] = 1; next }
    FILENAME == ARGV[5] {
        if ($1 != "SIG" || ($2 in excluded)) next
        n++; op[n] = $2; rkind[n] = $3; name[n] = $4; params[n] = $5
        if (!($2 in seen)) { seen[$2] = 1; order[++nops] = $2 }
        if ($6 == 1) applies[$2] = 1
        byName[$3 SUBSEP $4] = byName[$3 SUBSEP $4] " " n
        next
    }
    {
        # A call: file, line, kind, name, labels, contract, static.
        if ($7 == 1) next
        key = $3 SUBSEP $4
        if (!(key in byName)) next
        m = split(byName[key], idx, " ")
        for (x = 1; x <= m; x++) {
            s = idx[x]
            if (!accepts(params[s], $5)) continue
            if ($6 == 1) contractOK[op[s]] = 1
            if ($1 == chains) chainsOK[op[s]] = 1
            if ($1 in ported) portedOK[op[s]] = 1
            if ($1 in virtual) ownOK[op[s]] = 1
        }
    }
    # Whether a declaration with parameters `p` ("label/default/closure/variadic;...") accepts a
    # call with argument labels `l` ("a:_:*:").
    function accepts(p, l,    np, nc, P, C, q, j, x, c) {
        np = (p == "") ? 0 : split(p, P, ";")
        nc = split(l, C, ":") - 1
        if (nc < 0) nc = 0
        j = 1
        for (x = 1; x <= nc; x++) {
            c = C[x]
            if (c == "*") {
                while (j <= np) { split(P[j], q, "/"); if (q[3] == 1) break; if (q[2] != 1) return 0; j++ }
                if (j > np) return 0
                j++; continue
            }
            while (j <= np) { split(P[j], q, "/"); if (q[1] == c) break; if (q[2] != 1) return 0; j++ }
            if (j > np) return 0
            if (q[4] == 1) while (x < nc && C[x + 1] == c) x++
            j++
        }
        for (; j <= np; j++) { split(P[j], q, "/"); if (q[2] != 1) return 0 }
        return 1
    }
    END {
        for (k = 1; k <= nops; k++) {
            o = order[k]
            if (!(o in contractOK)) print o "\tcontract"
            if ((o in applies) && !(o in chainsOK)) print o "\tchains32"
            if (o in addition) {
                listed[o] = 1
                if (!(o in ownOK)) print o "\town-tests"
            } else if (!(o in portedOK)) print o "\tported"
        }
        for (o in addition) if (!(o in listed)) print o "\tnot-an-operator"
    }
' "$work/ported" "$work/excluded" "$work/virtual" "$work/additions" "$work/api" "$work/calls" | LC_ALL=C sort > "$work/gaps"
if grep -q 'not-an-operator$' "$work/gaps"; then
    echo "FAIL: $additions names what is not a listed operator (as Scripts/PublicAPI.txt spells it):" >&2
    grep 'not-an-operator$' "$work/gaps" | cut -f1 | sed 's/^/  /' >&2
    exit 1
fi

header="# Public operators that lack a check, as Scripts/check-operator-coverage.sh finds them: one
# \"<operator><TAB><check>\" a line (contract: the contract suite; chains32: a place in
# Benchmarks/Bench/Chains32.swift; ported: RxSwift's tests ported; own-tests: virtual-time tests
# of an operator RxSwift lacks, Scripts/valuerx-additions.txt). GENERATED by
# \`bash Scripts/check-operator-coverage.sh --update\`; CI fails on a gap that is not listed here.
# Shrink it: close a gap, then run --update. A gap added on purpose (RxSwift has no test of the
# operator to port, say) goes in with --update and the reason in the commit message."

case $mode in
list)
    cat "$work/gaps"
    exit 0
    ;;
update)
    { echo "$header"; cat "$work/gaps"; } > "$baseline"
    echo "wrote $baseline: $(wc -l <"$work/gaps" | tr -d ' ') gaps"
    exit 0
    ;;
esac

if [[ ! -f $baseline ]]; then
    echo "FAIL: $baseline is missing (bash Scripts/check-operator-coverage.sh --update writes it)"
    exit 1
fi
grep -v '^#' "$baseline" | sed '/^$/d' | LC_ALL=C sort > "$work/baseline"
new=$(LC_ALL=C comm -23 "$work/gaps" "$work/baseline")
closed=$(LC_ALL=C comm -13 "$work/gaps" "$work/baseline")
total=$(wc -l <"$work/gaps" | tr -d ' ')
if [[ -n $new ]]; then
    echo "FAIL: operators without a check that every operator needs (not in $baseline):"
    sed 's/^/  /; s/\t/  /' <<<"$new"
    echo "Close each gap (CONTRIBUTING.md, \"Adding an operator: checklist\"):"
    echo "  contract  call it inside assertOperatorContract (Reliability/ContractSuiteTests.swift, or its"
    echo "            family's test file) or assertInputsContract for a multi-input operator;"
    echo "  chains32  give it a chain (or a place in a mixed chain) in $chains;"
    echo "  ported    port RxSwift's tests of it into Tests/ValueRxTests/<Area>/Ported<Name>Tests.swift."
    echo "  own-tests (an operator RxSwift lacks, listed in $additions) virtual-time tests of its own,"
    echo "            in a test file that makes a TestScheduler."
    echo "A gap left open on purpose (RxSwift has no test of the operator, say) is recorded with"
    echo "bash Scripts/check-operator-coverage.sh --update, with the reason in the commit message."
    echo "(bash Scripts/check-operator-coverage.sh --calls shows how the scan read each call.)"
    exit 1
fi
if [[ -n $closed ]]; then
    echo "ok: no new gap; $(wc -l <<<"$closed" | tr -d ' ') gap(s) of the baseline closed:"
    sed 's/^/  /; s/\t/  /' <<<"$closed"
    echo "Record the progress: bash Scripts/check-operator-coverage.sh --update, and commit $baseline."
    exit 0
fi
echo "ok: $total known gaps, none new ($baseline)"
