#include "kernel/trace/trace_names.h"

#include <map>
#include <stdexcept>

namespace ts {

NameIdMap mapNamesToBuild(const std::vector<std::string>& fileNames, const std::vector<std::string>& buildNames)
{
    NameIdMap m;
    m.names = buildNames;
    std::map<std::string, std::uint16_t> buildId;
    for (std::size_t i = 0; i < buildNames.size(); ++i)
        if (!buildNames[i].empty())
            buildId.emplace(buildNames[i], static_cast<std::uint16_t>(i));
    m.to.resize(fileNames.size());
    std::vector<std::size_t> unknown;
    for (std::size_t i = 0; i < fileNames.size(); ++i) {
        m.to[i] = static_cast<std::uint16_t>(i);
        if (fileNames[i].empty())
            continue;
        if (const auto it = buildId.find(fileNames[i]); it != buildId.end()) {
            m.to[i] = it->second;
            m.identity = m.identity && it->second == i;
        } else {
            unknown.push_back(i);
        }
    }
    // Unknown names: at the file's id when this build leaves it unused, else after the rest.
    std::vector<std::size_t> later;
    for (const std::size_t i : unknown) {
        if (m.names.size() <= i)
            m.names.resize(i + 1);
        if (m.names[i].empty() && !buildId.count(fileNames[i])) {
            m.names[i] = fileNames[i];
            buildId.emplace(fileNames[i], static_cast<std::uint16_t>(i));
        } else {
            later.push_back(i);
        }
    }
    for (const std::size_t i : later) {
        if (m.names.size() > UINT16_MAX)
            throw std::length_error("too many names");
        m.to[i] = static_cast<std::uint16_t>(m.names.size());
        m.identity = false;
        m.names.push_back(fileNames[i]);
    }
    return m;
}

}  // namespace ts
