# Swift source without its comments and the contents of its string literals, line for line (the
# line numbers stay valid), for the grep-level checks that must not see code in a comment or a
# brace in a string: Scripts/check-underscored-api.sh and Scripts/check-operator-coverage.sh.
# POSIX awk (mawk, BSD awk and gawk all run it); no Swift build.
#
#     awk -f Scripts/strip-swift.awk A.swift B.swift ...
#
# Each file starts with a line "\001FILE <path>"; then every line of the file follows, with
# - `// ...` and `/* ... */` (nested) removed;
# - every string literal ("...", """...""", #"..."#, with interpolations `\(...)`) replaced by
#   `""`: a literal that spans lines leaves empty lines.
# Regex literals are not handled (ValueRx has none).

function hashes(k,    s) { s = ""; while (k-- > 0) s = s "#"; return s }

FNR == 1 {
    printf "\001FILE %s\n", FILENAME
    mode = "code"; depth = 0; sp = 0
}

{
    line = $0; n = length(line); out = ""; i = 1
    while (i <= n) {
        c = substr(line, i, 1)
        if (mode == "block") {
            two = substr(line, i, 2)
            if (two == "*/") { depth--; i += 2; if (depth == 0) mode = "code"; continue }
            if (two == "/*") { depth++; i += 2; continue }
            i++; continue
        }
        if (mode == "str") {
            if (c == "\\" && substr(line, i + 1, h) == hashes(h)) {
                e = substr(line, i + 1 + h, 1)
                if (e == "(") {
                    # An interpolation: code up to the matching parenthesis, not printed.
                    sp++; sq[sp] = q; sh[sp] = h; sparen[sp] = 0
                    mode = "code"; i += 2 + h; continue
                }
                i += 2 + h; continue
            }
            if (q == 3 && substr(line, i, 3 + h) == "\"\"\"" hashes(h)) { mode = "code"; i += 3 + h; continue }
            if (q == 1 && substr(line, i, 1 + h) == "\"" hashes(h)) { mode = "code"; i += 1 + h; continue }
            i++; continue
        }
        # Code.
        two = substr(line, i, 2)
        if (two == "//") break
        if (two == "/*") { mode = "block"; depth = 1; i += 2; continue }
        if (c == "#" || c == "\"") {
            k = 0
            while (substr(line, i + k, 1) == "#") k++
            if (substr(line, i + k, 1) == "\"") {
                h = k
                if (substr(line, i + k, 3) == "\"\"\"") { q = 3; i += k + 3 } else { q = 1; i += k + 1 }
                mode = "str"
                if (sp == 0) out = out "\"\""
                continue
            }
        }
        if (sp > 0) {
            # Inside an interpolation: find its end, print nothing.
            if (c == "(") sparen[sp]++
            else if (c == ")") {
                if (sparen[sp] == 0) { q = sq[sp]; h = sh[sp]; sp--; mode = "str"; i++; continue }
                sparen[sp]--
            }
            i++; continue
        }
        out = out c; i++
    }
    print out
}
