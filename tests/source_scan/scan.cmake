cmake_minimum_required(VERSION 3.25)
# cmake -DSOURCE_DIR=<tree> -DRULESETS=<id;id…> -P scan.cmake
# Fails (with every place listed) when a file of core/, widgets/ or app/ outside
# core/rulesets/<id>/ and widgets/rulesets/<id>/ names the ruleset <id>, except the
# registration files. What counts as naming it: "<id>" and "<id>.kind" strings, <id>::,
# rulesets/<id> paths, turnscope_ruleset_<id> / turnscope_widgets_<id> targets, <id>ui.h.
if(NOT SOURCE_DIR OR NOT RULESETS)
    message(FATAL_ERROR "usage: cmake -DSOURCE_DIR=… -DRULESETS=… -P scan.cmake")
endif()
set(allowed_files
    core/rulesets/rulesets.cpp
    core/rulesets/CMakeLists.txt
    widgets/rulesets/rulesetuis.cpp
    # The names of the SQL tables over a trace (issue 39): its table "events" is not the
    # events ruleset; the other sources take the names from here.
    core/kernel/query/query_docs.cpp)
file(GLOB_RECURSE files RELATIVE ${SOURCE_DIR}
    ${SOURCE_DIR}/core/* ${SOURCE_DIR}/widgets/* ${SOURCE_DIR}/app/*)
list(FILTER files INCLUDE REGEX "(\\.(cpp|h|hpp|cmake|js|qml)|CMakeLists\\.txt)$")
set(found "")
foreach(id IN LISTS RULESETS)
    set(pattern "(\"${id}\"|\"${id}\\.|[^A-Za-z0-9_]${id}::|rulesets/${id}([^A-Za-z0-9_]|$)|turnscope_(ruleset|widgets)_${id}([^A-Za-z0-9_]|$)|[^A-Za-z0-9_]${id}ui\\.h)")
    foreach(f IN LISTS files)
        if(f MATCHES "^(core|widgets)/rulesets/${id}/" OR f IN_LIST allowed_files)
            continue()
        endif()
        file(READ ${SOURCE_DIR}/${f} text)
        if(NOT text MATCHES "${pattern}")
            continue()
        endif()
        # Name the lines.
        file(STRINGS ${SOURCE_DIR}/${f} lines)
        set(n 0)
        foreach(line IN LISTS lines)
            math(EXPR n "${n} + 1")
            if(" ${line}" MATCHES "${pattern}")
                string(APPEND found "  ${f}:${n}: names ruleset \"${id}\": ${line}\n")
            endif()
        endforeach()
    endforeach()
endforeach()
# Rulesets' panels link into one program, in one namespace (ts::gui): two rulesets with a
# class of the same name would break the One Definition Rule. Each ruleset prefixes its
# names. (Headers are included by their folder, "rulesets/<id>/x.h", so header names may
# repeat; but a panel header must not shadow the core ruleset's header of the same path.)
set(owner_of "")
foreach(id IN LISTS RULESETS)
    file(GLOB headers RELATIVE ${SOURCE_DIR} ${SOURCE_DIR}/widgets/rulesets/${id}/*.h)
    foreach(h IN LISTS headers)
        get_filename_component(base ${h} NAME)
        file(STRINGS ${SOURCE_DIR}/${h} decls REGEX "^(class|struct) [A-Za-z0-9_]+( final)? *[:{]")
        set(names "")
        if(EXISTS ${SOURCE_DIR}/core/rulesets/${id}/${base})
            string(APPEND found "  ${h}: shadows core/rulesets/${id}/${base} (both are included as rulesets/${id}/${base})\n")
        endif()
        foreach(d IN LISTS decls)
            string(REGEX REPLACE "^(class|struct) ([A-Za-z0-9_]+).*" "\\2" name "${d}")
            list(APPEND names "class:${name}")
        endforeach()
        foreach(name IN LISTS names)
            string(MAKE_C_IDENTIFIER "${name}" key)
            if(DEFINED seen_${key} AND NOT seen_${key} STREQUAL id)
                string(APPEND found "  ${h}: ${name} is also in widgets/rulesets/${seen_${key}}/\n")
            else()
                set(seen_${key} ${id})
            endif()
        endforeach()
    endforeach()
endforeach()

# The kernel includes only the kernel: every quoted include of core/kernel/ names a
# "kernel/…" header (its include path is core/, so this is what keeps a ruleset's or the
# registration's header out of it).
file(GLOB_RECURSE kernel_files RELATIVE ${SOURCE_DIR} ${SOURCE_DIR}/core/kernel/*.h ${SOURCE_DIR}/core/kernel/*.cpp)
foreach(f IN LISTS kernel_files)
    file(STRINGS ${SOURCE_DIR}/${f} lines)
    set(n 0)
    foreach(line IN LISTS lines)
        math(EXPR n "${n} + 1")
        if(line MATCHES "^[ \t]*#[ \t]*include[ \t]*\"([^\"]*)\"")
            set(header "${CMAKE_MATCH_1}")
            if(NOT header MATCHES "^kernel/")
                string(APPEND found "  ${f}:${n}: the kernel includes \"${header}\" (only \"kernel/…\" headers)\n")
            endif()
        endif()
    endforeach()
endforeach()

if(found)
    message(FATAL_ERROR "Ruleset ids outside their folders, names two rulesets share, or kernel includes outside the kernel (docs/adding-a-ruleset.md):\n${found}")
endif()
list(LENGTH files count)
message(STATUS "source scan: ${count} files, no ruleset named outside its folders")
