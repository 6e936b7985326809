#pragma once
// planted: the same class and header name in two rulesets
class ZonesModel {
};
