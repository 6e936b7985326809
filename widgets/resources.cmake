# The texts of the rule clauses (statement + original passage of the seed), read by
# ClauseTexts from ":/clauses/*.json". Included from widgets/CMakeLists.txt.
qt_add_resources(turnscope_widgets "clause_texts"
    PREFIX "/clauses"
    BASE ${PROJECT_SOURCE_DIR}/resources/clauses
    FILES
        ${PROJECT_SOURCE_DIR}/resources/clauses/seed-000.json
        ${PROJECT_SOURCE_DIR}/resources/clauses/seed-003.json
        ${PROJECT_SOURCE_DIR}/resources/clauses/seed-001.json)
