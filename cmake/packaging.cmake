# Installing and packaging (README, "Installing"): `cmake --install` puts the two programs,
# the menu entry, the icon, the .tstrace file type, the AppStream metadata, the man pages,
# the sample scenarios and the Slurm scripts under the prefix (GNUInstallDirs); `cpack -G
# DEB` in a build folder makes a Debian package of the same files under /usr, with
# dependencies computed by dpkg-shlibdeps. Everything the programs read at run time (clause
# texts, condition helpers, samples, translations) is compiled into them as Qt resources:
# nothing is read from the source or build tree.
include(GNUInstallDirs)
# `cmake --install` and cpack install what is built and build nothing (build first): the
# package test runs cpack in the tested build tree without a second build.
set(CMAKE_SKIP_INSTALL_ALL_DEPENDENCY TRUE)

# The icon's PNG sizes for the hicolor theme, drawn from the one SVG at build time.
qt_add_executable(turnscope-render-icon ${PROJECT_SOURCE_DIR}/app/tools/render_icon.cpp)
target_link_libraries(turnscope-render-icon PRIVATE Qt6::Gui Qt6::Svg turnscope_warnings)
target_compile_definitions(turnscope-render-icon PRIVATE QT_NO_CAST_FROM_ASCII QT_NO_FOREACH)
set(icon_svg ${PROJECT_SOURCE_DIR}/resources/icons/turnscope.svg)
set(icon_pngs)
foreach(size IN ITEMS 16 22 24 32 48 64 128 256)
    set(png ${PROJECT_BINARY_DIR}/icons/hicolor/${size}x${size}/apps/turnscope.png)
    add_custom_command(OUTPUT ${png}
        COMMAND ${CMAKE_COMMAND} -E make_directory ${PROJECT_BINARY_DIR}/icons/hicolor/${size}x${size}/apps
        COMMAND turnscope-render-icon ${icon_svg} ${size} ${png}
        DEPENDS turnscope-render-icon ${icon_svg} VERBATIM)
    list(APPEND icon_pngs ${png})
endforeach()
add_custom_target(turnscope_icons ALL DEPENDS ${icon_pngs})

# Man pages: one Markdown source per program in docs/man/, turned into roff by a CMake script.
set(man_pages)
foreach(page IN ITEMS turnscope.1 turnscope-cli.1)
    set(out ${PROJECT_BINARY_DIR}/man/${page})
    add_custom_command(OUTPUT ${out}
        COMMAND ${CMAKE_COMMAND} -DIN=${PROJECT_SOURCE_DIR}/docs/man/${page}.md -DOUT=${out}
                -DVERSION=${PROJECT_VERSION} -P ${PROJECT_SOURCE_DIR}/cmake/man_page.cmake
        DEPENDS ${PROJECT_SOURCE_DIR}/docs/man/${page}.md ${PROJECT_SOURCE_DIR}/cmake/man_page.cmake VERBATIM)
    list(APPEND man_pages ${out})
endforeach()
add_custom_target(turnscope_man ALL DEPENDS ${man_pages})

set(desktop_dir ${PROJECT_SOURCE_DIR}/resources/desktop)
install(TARGETS turnscope turnscope-cli RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(FILES ${desktop_dir}/turnscope.desktop DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
install(FILES ${desktop_dir}/io.github.turnscope.metainfo.xml DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo)
install(FILES ${desktop_dir}/turnscope-mime.xml DESTINATION ${CMAKE_INSTALL_DATADIR}/mime/packages RENAME turnscope.xml)
install(FILES ${icon_svg} DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps)
install(DIRECTORY ${PROJECT_BINARY_DIR}/icons/hicolor DESTINATION ${CMAKE_INSTALL_DATADIR}/icons)
install(FILES ${man_pages} DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
# The samples are built into the programs (File → Open Sample); these copies are for
# turnscope-cli and for people to copy and edit.
install(DIRECTORY ${PROJECT_SOURCE_DIR}/resources/scenarios/ DESTINATION ${CMAKE_INSTALL_DATADIR}/turnscope/scenarios
    FILES_MATCHING PATTERN "*.json")
# Lessons, when the tree has them (a folder per lesson).
if(EXISTS ${PROJECT_SOURCE_DIR}/resources/lessons)
    install(DIRECTORY ${PROJECT_SOURCE_DIR}/resources/lessons/ DESTINATION ${CMAKE_INSTALL_DATADIR}/turnscope/lessons)
endif()
# The Slurm job array of a batch run and its submitter (docs/cli.md, "Batch runs"), for users to
# run or copy; executable, as sbatch and a shell run them.
install(PROGRAMS ${PROJECT_SOURCE_DIR}/contrib/slurm/turnscope-batch.sbatch ${PROJECT_SOURCE_DIR}/contrib/slurm/turnscope-batch-submit
    DESTINATION ${CMAKE_INSTALL_DATADIR}/turnscope/slurm)
install(FILES ${PROJECT_SOURCE_DIR}/README.md DESTINATION ${CMAKE_INSTALL_DATADIR}/doc/turnscope)
# The pages of docs/ that the README links to (user guide, CLI reference, formats, ...), beside
# it as in the source tree, so its links resolve in the installed copy too.
install(DIRECTORY ${PROJECT_SOURCE_DIR}/docs/ DESTINATION ${CMAKE_INSTALL_DATADIR}/doc/turnscope/docs
    FILES_MATCHING PATTERN "*.md")

# The Debian package.
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME turnscope)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_VENDOR "Turnscope")
set(CPACK_PACKAGE_CONTACT "Turnscope maintainers <maintainers@turnscope.invalid>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "debugger and visualizer for the rules of turn-based games")
set(CPACK_PACKAGE_DESCRIPTION
    "Turnscope plays a turn-based game with a deterministic rules engine and traces every rule step as an event that names the rule clause it comes from: step forward and back, stop at breakpoints, fork at a decision. turnscope is the window, turnscope-cli the engine on the command line.")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION devel)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# Not found by dpkg-shlibdeps: Qt's own translations of its dialogs and standard buttons
# (without them Save / Discard / Cancel stay English in a Japanese or Chinese window); and,
# recommended, the Japanese and Chinese text of the seeds (CJK font) and the Wayland plugin.
set(CPACK_DEBIAN_PACKAGE_DEPENDS "qt6-translations-l10n")
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "fonts-noto-cjk, qt6-wayland")
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "https://github.com/turnscope/turnscope")
set(CPACK_PACKAGE_DIRECTORY ${PROJECT_BINARY_DIR}/package)
set(CPACK_SOURCE_IGNORE_FILES "/build/" "/\\.git/" "/\\.cache/")
include(CPack)
