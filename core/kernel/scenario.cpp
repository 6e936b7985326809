#include "kernel/scenario.h"

namespace ts {

ScenarioError::ScenarioError(std::string file, std::string path, std::string message)
    : std::runtime_error(file + ": " + (path.empty() ? std::string() : path + ": ") + message),
      file_(std::move(file)),
      path_(std::move(path)),
      message_(std::move(message))
{}

std::string jsonPathChild(const std::string& parent, const std::string& key) { return parent + "." + key; }

std::string jsonPathIndex(const std::string& parent, std::size_t index)
{
    return parent + "[" + std::to_string(index) + "]";
}

}  // namespace ts
