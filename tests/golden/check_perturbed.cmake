cmake_minimum_required(VERSION 3.25)
# cmake -DCLI=<turnscope-cli-perturbed> -DGOLDEN=<tests/golden> -P check_perturbed.cmake
# `regress` of a build whose nation unit damage is one more (see CMakeLists.txt): exit 1; the
# nation traces with a battle diverge at that rule's clause (001:3.3.5.3.4/3, or 001:4.1.1
# when the exact damage was a fraction rounded up), all others are the same.
execute_process(COMMAND ${CLI} regress --jobs 2 ${GOLDEN} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 1)
    message(FATAL_ERROR "regress exited ${rc}, not 1\n${out}${err}")
endif()
string(REGEX MATCHALL "[^\n]*\\.tstrace: [^\n]*" lines "${out}")
set(diverged 0)
set(wrong "")
foreach(line IN LISTS lines)
    if(line MATCHES "/nation-[^/]*\\.tstrace: DIVERGED at event #[0-9]+, clause 001:(3\\.3\\.5\\.3\\.4/3|4\\.1\\.1)$")
        math(EXPR diverged "${diverged} + 1")
    elseif(NOT line MATCHES "\\.tstrace: same \\(")
        string(APPEND wrong "  ${line}\n")
    endif()
endforeach()
list(LENGTH lines n)
if(wrong OR diverged EQUAL 0 OR n LESS 50)
    message(FATAL_ERROR "${diverged} nation traces diverged at the perturbed rule of ${n}; unexpected:\n${wrong}\n${out}")
endif()
message(STATUS "${diverged} of ${n} golden traces diverged at the perturbed rule's clause, the others are the same")
