# turnscope_add_ruleset_widgets(<id> [CLAUSE_TEXTS files...]): the library of one ruleset's
# panels from every .cpp/.h of its folder, with its translations
# (resources/translations/<id>/turnscope_<id>_{ja,zh_CN}.ts) and its clause texts
# (resources/clauses/<id>/*.json, bundled as ":/clauses/<file>") and its breakpoint-condition
# helpers (resources/conditions/<id>.js, bundled as ":/conditions/<id>.js").
function(turnscope_add_ruleset_widgets id)
    file(GLOB sources CONFIGURE_DEPENDS ${CMAKE_CURRENT_SOURCE_DIR}/*.cpp ${CMAKE_CURRENT_SOURCE_DIR}/*.h)
    set(target turnscope_widgets_${id})
    qt_add_library(${target} STATIC ${sources})
    # A ruleset's panels stand on the session kit only (widgets/CMakeLists.txt); their headers are
    # included as "rulesets/<id>/x.h" from widgets/.
    target_link_libraries(${target} PUBLIC turnscope_session turnscope_ruleset_${id} PRIVATE turnscope_warnings)
    target_compile_definitions(${target} PRIVATE QT_NO_CAST_FROM_ASCII QT_NO_FOREACH)
    set(ts_dir ${PROJECT_SOURCE_DIR}/resources/translations/${id})
    qt_add_translations(${target}
        TS_FILES ${ts_dir}/turnscope_${id}_ja.ts ${ts_dir}/turnscope_${id}_zh_CN.ts
        SOURCES ${sources}
        RESOURCE_PREFIX /i18n)
    file(GLOB clause_texts ${PROJECT_SOURCE_DIR}/resources/clauses/${id}/*.json)
    if(clause_texts)
        qt_add_resources(${target} "${id}_clause_texts" PREFIX "/clauses"
            BASE ${PROJECT_SOURCE_DIR}/resources/clauses/${id} FILES ${clause_texts})
    endif()
    if(EXISTS ${PROJECT_SOURCE_DIR}/resources/conditions/${id}.js)
        qt_add_resources(${target} "${id}_condition_helpers" PREFIX "/conditions"
            BASE ${PROJECT_SOURCE_DIR}/resources/conditions FILES ${PROJECT_SOURCE_DIR}/resources/conditions/${id}.js)
    endif()
endfunction()
